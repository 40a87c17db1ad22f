// The crawler's engine (crawler.e2e.ts): walks every same-origin link a signed-in role can see, breadth-first, and
// lists what a newcomer would call broken on each page it reaches. Read-only: it only opens links (a[href], link rows), never clicks.
import type { Page, Response } from '@playwright/test';

/** What is wrong, by kind, so the allow-list can name one kind on one page. */
export type DefectKind =
  | 'placeholder'
  | 'not-found'
  | 'error-page'
  | 'signed-out'
  | 'image'
  | 'media-as-html'
  | 'request'
  | 'page-error'
  | 'amount'
  | 'engine-text'
  | 'sideways-scroll';

export interface Defect {
  /** The page's path (with its query) as the crawler opened it. */
  path: string;
  kind: DefectKind;
  detail: string;
}

/** A defect another engineer owns, allowed until their branch is merged (the integrator empties the list then). */
export interface KnownDefect {
  path: RegExp;
  kind?: DefectKind;
  detail?: RegExp;
  owner: string;
}

/** DECIDE: 40 pages per role keeps one role's walk near a minute on a loaded 2-core machine. */
export const MAX_PAGES_PER_ROLE = 40;
/** DECIDE: each kind of page (its path with ids replaced) is opened at most four times: another trip or booking
 * shows what differs with the data (a cancelled one, a completed one), a fortieth shows nothing new. */
export const MAX_VISITS_PER_PATTERN = 4;
/** How long a page may take to settle (network quiet, no spinner) before it is checked as it is. */
const SETTLE_TIMEOUT_MS = 5_000;

/** Paths never followed: signing out ends the walk, the API's own paths are downloads and data, not pages. */
const SKIPPED_PATHS = [/^\/logout\b/, /^\/api\//, /^\/sandbox\//, /\.(pdf|csv|ics|zip|png|jpe?g|webp|svg)$/i];

/**
 * DECIDE: failed requests the walk expects, each an answer the portal reads as information rather than a failure.
 * Every other 4xx/5xx on the app's own origin is a defect.
 */
const EXPECTED_FAILURES: readonly { path: RegExp; status: number; signedOutOnly: boolean; why: string }[] = [
  {
    path: /^\/api\/(authentication\/(session|me)|me|session)\b/,
    status: 401,
    signedOutOnly: true,
    why: "a signed-out visitor's session probe: how the portal learns nobody is signed in",
  },
  {
    path: /^\/api\/me\/host\/user$/,
    status: 404,
    signedOutOnly: false,
    why: 'a co-host (or a new host) has no host record of their own: the portal reads it as level ZERO (HOM-004)',
  },
];

/** Placeholder copy that must not reach a user. */
const PLACEHOLDER = /\b(on its way|coming soon|TODO|lorem ipsum|lorem)\b/i;
/** The design system's not-found and error pages (shell/NotFoundPage.tsx, shell/ErrorPage.tsx). */
const NOT_FOUND_TITLE = /^(Page not found|.* not found)$/i;
const ERROR_TITLE = /^(Something went wrong|Access denied|Please sign in)$/i;
/**
 * A minus before an amount, or a figure that is not a number. DECIDE: a negative amount is meant on a line (or right
 * under a heading line) that says refund, credit, discount or adjustment: those are money going back to the traveler.
 */
const NEGATIVE_OR_NAN = /((?<![\w.,])[−-]\s?[$€£]\s?\d)|([$€£]\s?[−-]\s?\d)|\$NaN|\bNaN\b|\bundefined\b/;
const NEGATIVE_MEANT = /refund|credit|discount|adjustment|deducted|\bfee\b/i;
/** Engine or developer text: machine refusals, guard names, stack traces, serialised objects. */
const ENGINE_TEXT = [
  /is not possible when/i,
  /refused by/i,
  /\[object Object\]/,
  /\b(?:can|is|has|should)[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/,
  /^\s*at \S+ \(.*:\d+:\d+\)/m,
  /\b[A-Z][a-zA-Z]*Error: /,
];

/** The path with ids replaced, so every trip page counts as one kind of page. */
export function pathPattern(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)) return ':uuid';
      if (/^\d+$/.test(segment)) return ':n';
      // Short ids, slugs with a number (crv-1006), tokens: anything with a digit beside letters.
      if (/\d/.test(segment) && /^[\w-]{4,}$/.test(segment)) return ':id';
      return segment;
    })
    .join('/');
}

/** Whether `defect` is on the allow-list; the list's entries say who owns each. */
export function isKnown(defect: Defect, known: readonly KnownDefect[]): boolean {
  return known.some(
    (k) =>
      k.path.test(defect.path) &&
      (k.kind === undefined || k.kind === defect.kind) &&
      (!k.detail || k.detail.test(defect.detail)),
  );
}

export interface CrawlOptions {
  origin: string;
  /** Where the walk starts (the role's landing page; the public site's entry points for a visitor). */
  start: readonly string[];
  signedIn: boolean;
  /** Phone width: sideways scroll is a defect. */
  phone: boolean;
  /** Saves the page's screenshot (the test's artifact) under a name made from its path. */
  screenshot: (page: Page, name: string) => Promise<void>;
  maxPages?: number;
  /** How many pages of one kind to open (default MAX_VISITS_PER_PATTERN). */
  maxVisitsPerPattern?: number;
}

export interface CrawlResult {
  visited: string[];
  defects: Defect[];
}

/** Walks breadth-first from options.start and returns the pages opened and the defects found on them. */
export async function crawl(page: Page, options: CrawlOptions): Promise<CrawlResult> {
  const maxPages = options.maxPages ?? MAX_PAGES_PER_ROLE;
  const perKind = options.maxVisitsPerPattern ?? MAX_VISITS_PER_PATTERN;
  const queue: string[] = [...options.start];
  const queued = new Set(queue);
  const perPattern = new Map<string, number>();
  const visited: string[] = [];
  const defects: Defect[] = [];
  let current = queue[0] ?? '/';
  const noted = new Set<string>();
  const note = (kind: DefectKind, detail: string) => {
    const key = `${current} ${kind} ${detail}`;
    if (noted.has(key)) return;
    noted.add(key);
    defects.push({ path: current, kind, detail });
  };

  page.on('pageerror', (e) => note('page-error', e.message.split('\n')[0] ?? e.message));
  page.on('console', (m) => {
    // A failed resource's console line repeats what the response check records with its status and path.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) note('page-error', m.text().slice(0, 200));
  });
  page.on('response', (response) => checkResponse(response, options, note));

  while (queue.length > 0 && visited.length < maxPages) {
    const next = queue.shift() as string;
    const pattern = pathPattern(new URL(next, options.origin).pathname);
    const count = perPattern.get(pattern) ?? 0;
    if (count >= perKind) continue;
    perPattern.set(pattern, count + 1);
    current = next;
    visited.push(next);
    const response = await page.goto(new URL(next, options.origin).href).catch((e: Error) => {
      note('request', `could not open: ${e.message.split('\n')[0]}`);
      return null;
    });
    if (response && response.status() >= 400 && response.status() !== 404)
      note('request', `page answered ${response.status()}`);
    await settle(page);
    await checkPage(page, options, note);
    await options.screenshot(page, `${String(visited.length).padStart(2, '0')}${next.replace(/[^\w-]+/g, '_')}`);
    for (const href of await linksOn(page, options.origin)) {
      if (queued.has(href)) continue;
      queued.add(href);
      queue.push(href);
    }
  }
  current = '(after the walk)';
  return { visited, defects };
}

/** Waits until the network is quiet and no spinner is left, lazy images included; a slow page is checked as it is. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  await page
    .evaluate(() => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
    })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        const rendered = !root || root.childElementCount > 0;
        const spinning = document.querySelector('[role=progressbar]:not([aria-valuenow])');
        return rendered && !spinning && Array.from(document.images).every((i) => i.complete);
      },
      null,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => undefined);
}

function checkResponse(response: Response, options: CrawlOptions, note: (kind: DefectKind, detail: string) => void) {
  const url = new URL(response.url());
  if (url.origin !== options.origin) return;
  const request = response.request();
  const type = response.headers()['content-type'] ?? '';
  const media =
    request.resourceType() === 'image' ||
    request.resourceType() === 'media' ||
    /\.(png|jpe?g|webp|gif|svg|pdf|mp4)$/i.test(url.pathname) ||
    url.pathname.startsWith('/demo/');
  if (media && type.includes('text/html')) note('media-as-html', `${url.pathname} answered with HTML`);
  const status = response.status();
  if (status < 400) return;
  const expected = EXPECTED_FAILURES.some(
    (e) => e.status === status && e.path.test(url.pathname) && (!e.signedOutOnly || !options.signedIn),
  );
  if (!expected) note('request', `${request.method()} ${url.pathname}${url.search} answered ${status}`);
}

/** The checks on what the page shows. */
async function checkPage(page: Page, options: CrawlOptions, note: (kind: DefectKind, detail: string) => void) {
  const shown = await page
    .evaluate(() => {
      const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
      const brokenImages = Array.from(document.images)
        .filter((i) => i.complete && i.naturalWidth === 0 && (i.currentSrc || i.src))
        .map((i) => new URL(i.currentSrc || i.src).pathname);
      const scroller = document.scrollingElement ?? document.documentElement;
      return {
        heading,
        text: document.body.innerText,
        brokenImages,
        scrollWidth: scroller.scrollWidth,
        clientWidth: scroller.clientWidth,
        path: location.pathname,
      };
    })
    .catch(() => null);
  if (!shown) return;
  if (options.signedIn && /^\/login\b/.test(shown.path))
    note('signed-out', 'the page sent a signed-in user to sign in');
  if (shown.path.startsWith('/error')) note('error-page', `${shown.path}: ${shown.heading}`);
  else if (NOT_FOUND_TITLE.test(shown.heading)) note('not-found', shown.heading);
  else if (ERROR_TITLE.test(shown.heading)) note('error-page', shown.heading);
  const placeholder = PLACEHOLDER.exec(shown.text);
  if (placeholder) note('placeholder', lineAround(shown.text, placeholder.index));
  for (const src of shown.brokenImages) note('image', `${src} did not load`);
  const lines = shown.text.split('\n');
  lines.forEach((line, i) => {
    if (!NEGATIVE_OR_NAN.test(line)) return;
    const context = `${lines[i - 1] ?? ''} ${line}`;
    if (/NaN|undefined/.test(line) || !NEGATIVE_MEANT.test(context)) note('amount', line.trim().slice(0, 160));
  });
  for (const pattern of ENGINE_TEXT) {
    const m = pattern.exec(shown.text);
    if (m) note('engine-text', lineAround(shown.text, m.index));
  }
  if (options.phone && shown.scrollWidth > shown.clientWidth + 1)
    note('sideways-scroll', `the page is ${shown.scrollWidth}px wide in a ${shown.clientWidth}px screen`);
}

const lineAround = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text
    .slice(start, end === -1 ? undefined : end)
    .trim()
    .slice(0, 160);
};

/** The same-origin links the page shows: no download, no external site, no sign-out, no fragment of this page. */
async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    // react-aria's link rows (a table row with an href) carry it as data-href: a person opens them like a link.
    .$$eval('a[href]:not([download]), [data-href]', (anchors) =>
      anchors
        .filter((a) => (a as HTMLElement).offsetParent !== null || a.getClientRects().length > 0)
        .map((a) => new URL(a.getAttribute('href') ?? a.getAttribute('data-href') ?? '', document.baseURI).href),
    )
    .catch(() => [] as string[]);
  const links: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || SKIPPED_PATHS.some((p) => p.test(url.pathname))) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}
