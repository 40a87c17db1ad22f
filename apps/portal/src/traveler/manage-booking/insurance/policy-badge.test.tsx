// The insurance policy badge as Manage Booking renders it: a policy not yet issued reads PROCESSING (INS-006).
import { insurancePolicyBadge } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PolicyBadge } from './PolicyBadge.js';

const rendered = (policy: Parameters<typeof insurancePolicyBadge>[0]) => {
  const html = renderToStaticMarkup(<PolicyBadge badge={insurancePolicyBadge(policy)} />);
  return { text: html.replace(/<[^>]+>/g, ''), tone: /data-tone="([^"]+)"/.exec(html)?.[1] };
};

describe('insurance policy badge', () => {
  it("[INS-006] a policy neither issued nor cancelled shows 'PROCESSING' in the warning tone", () => {
    expect(rendered({ status: 'pending', policyNumber: 'POL-1' })).toEqual({ text: 'PROCESSING', tone: 'warning' });
    // Confirmed but without its number yet: still processing.
    expect(rendered({ status: 'confirmed' })).toEqual({ text: 'PROCESSING', tone: 'warning' });
  });
  it('an issued policy shows its number, a cancelled one CANCELLED', () => {
    expect(rendered({ status: 'confirmed', policyNumber: 'POL-1' })).toEqual({
      text: 'POLICY #POL-1',
      tone: 'success',
    });
    expect(rendered({ status: 'cancelled', policyNumber: 'POL-1' })).toEqual({ text: 'CANCELLED', tone: 'danger' });
  });
});
