// The bench's Lighthouse step (issue 26 point 5, issue 29 point 4): the public pages, the sign-in page and a signed-in
// traveler's overview on the built server, Lighthouse's mobile preset (simulated throttling) in Debian's Chromium, a
// few runs each, the median of every figure kept.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';

/** A seeded account a page is audited as: its session cookie is sent with every request of the audit. */
interface SignIn {
  email: string;
  password: string;
}

interface LighthouseTarget {
  key: string;
  title: string;
  path: string;
  signIn?: SignIn;
}

/**
 * The public face (issue 26 point 5): the home, the search, and a seeded live trip's page; then the sign-in page and
 * the seeded traveler's overview (issue 29 point 4): /app/traveler opens their first trip's overview tab.
 */
export const LIGHTHOUSE_PAGES: readonly LighthouseTarget[] = [
  { key: 'home', title: 'Home', path: '/' },
  { key: 'search', title: 'Trip search', path: '/trips' },
  { key: 'trip', title: 'Public trip page (crv-1005)', path: '/trips/crv-1005' },
  { key: 'login', title: 'Sign-in page', path: '/login' },
  {
    key: 'traveler',
    title: "Traveler's overview (traveler@caravan.test)",
    path: '/app/traveler',
    signIn: { email: 'traveler@caravan.test', password: 'caravan-demo' },
  },
];

/** DECIDE: 3 runs a page, the median of each figure — Lighthouse's own advice against one run's noise. */
export const LIGHTHOUSE_RUNS = 3;

/** The targets: scores out of 100, LCP in ms, CLS unitless. */
export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 95, seo: 95, lcpMs: 2500, cls: 0.1 };

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  totalBytes: number;
  /** Lighthouse's measure of this machine's CPU at the time (a desktop of 2020 is near 1,000; lower is slower). */
  benchmarkIndex: number;
}

export interface LighthousePage {
  key: string;
  title: string;
  path: string;
  /** The page's final URL path: a redirect (today's `/` to sign-in) shows here, to read the figures by. */
  finalPath: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** The audits that cost the most (performance opportunities and failed accessibility/SEO audits), by id. */
  failing: string[];
}

export interface LighthouseRun {
  at: string;
  machine: string;
  lighthouse: string;
  chromium: string;
  preset: string;
  runsPerPage: number;
  pages: LighthousePage[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// Lighthouse's result types are its own (lighthouse/types/lhr): read here only through these few fields.
interface Audit {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
  title?: string;
}
interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (c: string) => Math.round(100 * (lhr.categories[c]?.score ?? 0));
  const value = (a: string) => lhr.audits[a]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Math.round(1000 * value('cumulative-layout-shift')) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    fcpMs: Math.round(value('first-contentful-paint')),
    totalBytes: Math.round(value('total-byte-weight')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Audits below full marks that count: weighted ones of a category, and performance's opportunities. */
function failingAudits(lhr: Lhr): string[] {
  const out = new Set<string>();
  for (const category of Object.values(lhr.categories))
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9) continue;
      if (ref.weight > 0 || a.scoreDisplayMode === 'metricSavings') out.add(ref.id);
    }
  return [...out];
}

/** DECIDE: a run whose trace failed (NO_NAVSTART and the like, seen on a loaded 2-core machine) is tried twice more. */
const TRACE_RETRIES = 2;

/** Signs `account` in through the API and returns the Cookie header its session travels in. */
async function sessionCookie(base: string, account: SignIn): Promise<string> {
  const response = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!response.ok || cookies.length === 0)
    throw new Error(`signing ${account.email} in for Lighthouse: HTTP ${response.status}, no session cookie`);
  return cookies.join('; ');
}

async function audit(chrome: LaunchedChrome, url: string, cookie?: string, retries = TRACE_RETRIES): Promise<Lhr> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A signed-in page: the session on every request of the run (Lighthouse resets storage, not this header).
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr as unknown as Lhr & { runtimeError?: { message: string } };
  if (lhr.runtimeError && retries > 0) return audit(chrome, url, cookie, retries - 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // BENCH_LIGHTHOUSE_DUMP=<folder>: each run's full report kept, to read what an audit found.
  const dump = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (dump)
    writeFileSync(
      join(dump, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      result.report as string,
    );
  return lhr;
}

/** Every page of LIGHTHOUSE_PAGES on `base`, one fresh browser for all (a fresh profile each run is Lighthouse's). */
export async function runLighthouse(
  base: string,
  machine: string,
  log: (line: string) => void,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher adds its own defaults (no first run, no background networking); headless and offline are ours.
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then(
      (r) => r.json() as Promise<{ Browser: string }>,
    );
    const pages: LighthousePage[] = [];
    let lighthouseVersion = 'unknown';
    for (const page of LIGHTHOUSE_PAGES) {
      const url = `${base}${page.path}`;
      const results: Lhr[] = [];
      // A fresh session per run: each run is a first visit of a signed-in user.
      for (let i = 0; i < runs; i++)
        results.push(await audit(chrome, url, page.signIn ? await sessionCookie(base, page.signIn) : undefined));
      const all = results.map(figuresOf);
      const pick = (k: keyof LighthouseFigures) => median(all.map((f) => f[k]));
      const m: LighthouseFigures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        totalBytes: pick('totalBytes'),
        benchmarkIndex: pick('benchmarkIndex'),
      };
      const last = results.at(-1) as Lhr;
      lighthouseVersion = last.lighthouseVersion;
      pages.push({
        key: page.key,
        title: page.title,
        path: page.path,
        finalPath: new URL(last.finalDisplayedUrl).pathname,
        median: m,
        runs: all,
        failing: failingAudits(last),
      });
      log(
        `lighthouse ${page.key} (${page.path}): performance ${m.performance}, accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}; LCP ${m.lcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms, FCP ${m.fcpMs} ms, ${Math.round(m.totalBytes / 1024)} KB`,
      );
    }
    return {
      at: new Date().toISOString(),
      machine,
      lighthouse: lighthouseVersion,
      chromium: version.Browser,
      preset: 'mobile (Lighthouse default: Moto G Power, simulated slow 4G and 4× CPU slowdown)',
      runsPerPage: runs,
      pages,
    };
  } finally {
    chrome.kill();
  }
}
