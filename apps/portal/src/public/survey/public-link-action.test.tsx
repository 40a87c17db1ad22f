// The action pair of a public link as the survey page shows it (PLT-018): both parameters or nothing, and only an
// address on Caravan itself.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicLinkAction } from './PublicLinkAction.js';

const ORIGIN = 'https://caravan.test';
const html = (search: string) => renderToStaticMarkup(<PublicLinkAction search={search} origin={ORIGIN} />);

describe('PublicLinkAction', () => {
  it('[PLT-018] reads action and url together: both given, one link with the words and the address', () => {
    const out = html('?action=See%20the%20trip&url=%2Ft%2Fpatagonia%3Fref%3Dsurvey');
    expect(out).toContain('href="/t/patagonia?ref=survey"');
    expect(out).toContain('See the trip');
    expect(html('?action=See%20the%20trip&url=https%3A%2F%2Fcaravan.test%2Ft%2Fpatagonia')).toContain(
      'href="/t/patagonia"',
    );
  });

  it('[PLT-018] half a pair shows nothing', () => {
    expect(html('?action=See%20the%20trip')).toBe('');
    expect(html('?url=%2Ft%2Fpatagonia')).toBe('');
    expect(html('')).toBe('');
  });

  it('follows only an address on Caravan: never another site, a look-alike host or a script', () => {
    expect(html('?action=Claim%20your%20refund&url=https%3A%2F%2Fevil.test%2Fpay')).toBe('');
    expect(html('?action=Go&url=%2F%2Fevil.test%2Fpay')).toBe('');
    expect(html('?action=Go&url=https%3A%2F%2Fcaravan.test.evil.test%2F')).toBe('');
    expect(html('?action=Go&url=javascript%3Aalert(1)')).toBe('');
  });
});
