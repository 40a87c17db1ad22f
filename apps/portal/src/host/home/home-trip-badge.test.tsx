// The home trip card's badge: each status's text in the spec's colour, as rendered.
import { homeTripBadge, type TripStatus } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomeTripBadge } from './HomeTripBadge.js';

const rendered = (status: TripStatus) => {
  const html = renderToStaticMarkup(<HomeTripBadge status={homeTripBadge(status)} />);
  return { text: html.replace(/<[^>]+>/g, ''), color: /data-color="([^"]+)"/.exec(html)?.[1] };
};

describe('home trip badge', () => {
  it("[HOM-031] 'Requested' uses the warning colour", () => {
    expect(rendered('created')).toEqual({ text: 'Requested', color: 'warning' });
  });
  it("[HOM-032] 'Closed' uses light grey", () => {
    expect(rendered('closed')).toEqual({ text: 'Closed', color: 'lightgrey' });
  });
  it("[HOM-033] 'Live' uses blue", () => {
    expect(rendered('live')).toEqual({ text: 'Live', color: 'blue' });
  });
  it("[HOM-034] 'Pending' uses green", () => {
    const pending = (['partner-approved', 'pricing-approved', 'host-approved', 'early-confirmed'] as const)
      .map(rendered)
      .filter((b) => b.text === 'Pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const b of pending) expect(b.color).toBe('green');
  });
  it("[HOM-035] 'Confirmed' uses purple", () => {
    expect(rendered('confirmed')).toEqual({ text: 'Confirmed', color: 'purple' });
  });
  it("[HOM-036] 'Complete' uses teal", () => {
    expect(rendered('complete')).toEqual({ text: 'Complete', color: 'teal' });
  });
  it("[HOM-037] 'Cancelled' uses red", () => {
    expect(rendered('cancelled')).toEqual({ text: 'Cancelled', color: 'red' });
  });
});
