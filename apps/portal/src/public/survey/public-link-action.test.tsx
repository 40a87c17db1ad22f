// The action pair of a public link as the survey page shows it (PLT-018): both parameters or nothing, web addresses only.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicLinkAction } from './PublicLinkAction.js';

const html = (search: string) => renderToStaticMarkup(<PublicLinkAction search={search} />);

describe('PublicLinkAction', () => {
  it('[PLT-018] reads action and url together: both given, one link with the words and the address', () => {
    const out = html('?action=See%20the%20trip&url=https%3A%2F%2Fcaravan.travel%2Ft%2Fpatagonia');
    expect(out).toContain('href="https://caravan.travel/t/patagonia"');
    expect(out).toContain('See the trip');
  });

  it('[PLT-018] half a pair shows nothing', () => {
    expect(html('?action=See%20the%20trip')).toBe('');
    expect(html('?url=https%3A%2F%2Fcaravan.travel')).toBe('');
    expect(html('')).toBe('');
  });

  it('follows only web addresses, never a script or a relative path', () => {
    expect(html('?action=Go&url=javascript%3Aalert(1)')).toBe('');
    expect(html('?action=Go&url=%2Fapp')).toBe('');
  });
});
