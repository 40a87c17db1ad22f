// The server's test clock (POST /api/test/clock, test mode only), as a journey's own page uses it; the outbox's mail type.
import { expect, type Page } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export interface ClockRun {
  now: string;
  applied: Record<string, number>;
}

/** Moves the server's clock forward by `days` and answers what the scheduler applied at the new time. */
export async function advanceServerClock(page: Page, base: string, days: number): Promise<ClockRun> {
  const res = await page.request.post(`${base}/api/test/clock`, {
    headers: { origin: base },
    data: { advanceBy: Math.round(days * 86_400_000) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ClockRun }).data;
}
