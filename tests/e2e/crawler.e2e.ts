// The crawler (issue 25, point 8): each role walks every link it can see from its landing page, and the test fails on
// any page a newcomer would call broken (support/crawl.ts lists the checks). Every page's screenshot is an artifact.
import { LoginPage } from './pages/login.page.js';
import { crawl, type Defect, isKnown, type KnownDefect } from './support/crawl.js';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.js';

/** DECIDE: each role must reach at least this many pages, so a walk that stalls at its landing page fails. */
const MIN_PAGES_PER_ROLE = 25;

/**
 * Defects allowed for now, each naming its owner. Empty: every branch the crawler waited for has landed. Keep it small
 * and explicit when something must go here: an entry hides a real defect.
 */
const KNOWN: readonly KnownDefect[] = [];

/** Where a visitor arrives from outside: the home page and the trip search (a link shared from anywhere). */
const VISITOR_ENTRY_POINTS = ['/', '/trips'];
/** DECIDE: the public site is mostly trip and host pages, so a visitor opens up to 6 of each kind (others 2). */
const VISITOR_VISITS_PER_KIND = 6;
/**
 * DECIDE: an admin's day is records: users, trips and bookings, each a detail page of its own record (a live trip, a
 * cancelled one, a completed one; a pending booking, a refunded one). Four lists and four records of each kind show
 * 17 pages; the admin opens up to 7 different records of each kind, as the lists and the pages' links offer them.
 */
const ADMIN_VISITS_PER_KIND = 7;

interface Walker {
  role: string;
  /** How many pages of one kind this walker opens, when not the crawler's default. */
  visitsPerKind?: number;
  /** A demo account's e-mail; null for the signed-out visitor. */
  email: string | null;
  viewport: { width: number; height: number };
}

const WALKERS: readonly Walker[] = [
  { role: 'visitor', email: null, viewport: DESKTOP, visitsPerKind: VISITOR_VISITS_PER_KIND },
  { role: 'visitor on a phone', email: null, viewport: PHONE, visitsPerKind: VISITOR_VISITS_PER_KIND },
  { role: 'traveler', email: 'traveler@caravan.test', viewport: DESKTOP },
  { role: 'traveler on a phone', email: 'traveler@caravan.test', viewport: PHONE },
  { role: 'host', email: 'host@caravan.test', viewport: DESKTOP },
  { role: 'co-host', email: 'cohost@caravan.test', viewport: DESKTOP },
  { role: 'operator', email: 'operator@caravan.test', viewport: DESKTOP },
  { role: 'admin', email: 'admin@caravan.test', viewport: DESKTOP, visitsPerKind: ADMIN_VISITS_PER_KIND },
];

// The crawler's own checks are what it is for; axe runs in the journeys, on the pages they rest on.
test.use({ axeOnPages: false });
// Each walk is independent (a fresh context on a read-only walk): both workers share them, so the file is no long pole.
test.describe.configure({ mode: 'parallel' });

for (const walker of WALKERS) {
  test(`[PLT-016] the ${walker.role} meets no broken page on any link they can follow`, async ({
    browser,
    caravan,
    journey,
  }, testInfo) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport: walker.viewport });
    const page = await context.newPage();
    if (walker.email) await new LoginPage(page, caravan).signInByApi(walker.email);
    const start = walker.email ? [new URL(page.url()).pathname] : VISITOR_ENTRY_POINTS;
    const { visited, defects } = await crawl(page, {
      origin: caravan.url,
      start,
      signedIn: walker.email !== null,
      phone: walker.viewport.width < 600,
      ...(walker.visitsPerKind ? { maxVisitsPerPattern: walker.visitsPerKind } : {}),
      screenshot: async (p, name) => {
        await p.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true }).catch(() => undefined);
      },
    });
    await context.close();
    // The crawler reports page errors itself, with the page they happened on; the journey's own list would repeat them.
    journey.errors.splice(0);

    const open = defects.filter((d) => !isKnown(d, KNOWN));
    await testInfo.attach('pages visited', { body: visited.join('\n'), contentType: 'text/plain' });
    await testInfo.attach('defects', { body: report(defects), contentType: 'text/plain' });
    expect(open.map((d) => `${d.path} [${d.kind}] ${d.detail}`)).toEqual([]);
    expect(visited.length, `pages visited: ${visited.join(', ')}`).toBeGreaterThanOrEqual(MIN_PAGES_PER_ROLE);
  });
}

/** One line per defect, known ones marked with their owner. */
function report(defects: readonly Defect[]): string {
  return defects
    .map((d) => {
      const owner = KNOWN.find((k) => isKnown(d, [k]))?.owner;
      return `${owner ? `(known: ${owner}) ` : ''}${d.path} [${d.kind}] ${d.detail}`;
    })
    .join('\n');
}
