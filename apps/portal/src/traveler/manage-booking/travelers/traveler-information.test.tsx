// The Traveler Information table as rendered (MBK-009, MBK-010): each traveler's age is counted on the trip's today,
// in its zone, so a birthday turns at the trip's midnight, not the browser's UTC date's (issue 28 point 5).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TravelerInformationTable } from './TravelerInformation.js';

const booking = {
  customer: {
    _id: 'c1',
    firstName: 'Ana',
    lastName: 'Quispe',
    email: 'ana@example.com',
    gender: 'female',
    dateOfBirth: '1990-11-23',
  },
  additionalParticipants: [{ _id: 'p1', firstName: 'Luis', lastName: 'Quispe', email: 'luis@example.com' }],
};

/** Each body row's cells as text, in order. */
function rows(timeZone: string, now: Date): string[][] {
  const html = renderToStaticMarkup(<TravelerInformationTable trip={{ timeZone }} booking={booking} now={now} />);
  const body = html.slice(html.indexOf('<tbody'));
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => (c[1] ?? '').replace(/<[^>]+>/g, '')),
  );
}

describe('Traveler Information table', () => {
  it('[MBK-009] [MBK-010] each traveler reads name, age, gender and email, the primary first and marked', () => {
    expect(rows('UTC', new Date('2026-06-01T12:00:00Z'))).toEqual([
      ['Ana QuispePrimary', '35', 'female', 'ana@example.com'],
      ['Luis Quispe', '—', '—', 'luis@example.com'],
    ]);
  });

  it("[MBK-010] [issue 28] an age turns on the trip's today in its zone, not on the browser's UTC date", () => {
    // 03:00 UTC on 2026-11-23, Ana's 36th birthday by the UTC date, is still 22:00 on 2026-11-22 in Lima.
    const now = new Date('2026-11-23T03:00:00Z');
    expect(rows('America/Lima', now)[0]?.[1]).toBe('35');
    expect(rows('UTC', now)[0]?.[1]).toBe('36');
  });
});
