// Steps of the marketplace loop that no other page object holds: the admin's trip page card for the publish review,
// the public page's bookability as a visitor reads it, the server's clock moved to a calendar day, and a person's mail.
import { expect, type Page } from '@playwright/test';
import { advanceServerClock, type ClockRun, type OutboxMail } from './test-clock.page.js';

/** The admin trip page's 'Trip page' card (/admin/trips/{id}): the publish status and 'Pass page review'. */
export class AdminTripPageCard {
  constructor(readonly page: Page) {}

  card() {
    return this.page.getByRole('region', { name: 'Trip page' });
  }

  passReview() {
    return this.card().getByRole('button', { name: 'Pass page review', exact: true });
  }
}

/** Whether the public page takes bookings now (its bookability), as any visitor reads it. */
export async function bookability(page: Page, base: string, trip: string): Promise<string> {
  const res = await page.request.get(`${base}/api/public/trips/${trip}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { bookability: { kind: string } } }).data.bookability.kind;
}

/** Moves the server's clock from `from` (a run's `now`) to noon UTC of `day` (YYYY-MM-DD) and runs the scheduler. */
export function advanceServerClockTo(page: Page, base: string, from: string, day: string): Promise<ClockRun> {
  const days = (Date.parse(`${day}T12:00:00Z`) - Date.parse(from)) / 86_400_000;
  expect(days, `${day} lies after ${from}`).toBeGreaterThan(0);
  return advanceServerClock(page, base, days);
}

/** Every mail the outbox holds for `to`, paging through it (a long run of the clock sends hundreds). */
export async function mailsTo(page: Page, base: string, to: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await page.request.get(`${base}/api/admin/outbox?limit=100${query}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { items: OutboxMail[]; nextCursor: string | null } };
    mails.push(...data.items.filter((m) => m.to === to));
    cursor = data.nextCursor;
  } while (cursor);
  return mails;
}

/** The subjects of the mails the outbox holds for `to`. */
export async function subjectsTo(page: Page, base: string, to: string): Promise<string[]> {
  return (await mailsTo(page, base, to)).map((m) => m.subject);
}
