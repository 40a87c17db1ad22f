// The public home and search as the server's first render (MKT-026, MKT-027, issue 26 point 5): heading, the home's
// search form, the search's filter panel (issue 29), the first cards with their data inlined for the portal, the first
// photo preloaded; escaped throughout.
import {
  PUBLIC_HOME_COPY,
  TRIP_SEARCH_COPY,
  TRIP_SEARCH_DATA_ELEMENT_ID,
  TRIP_SEARCH_FEATURED_COUNT,
  TRIP_SEARCH_PAGE_SIZE,
} from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

/** The built portal's page, reduced to what the server looks for in it. */
const SHELL =
  '<!doctype html><html lang="en"><head><title>Caravan</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ portalShell: SHELL });
});
afterAll(async () => t.close());

const page = async (path: string) => {
  const res = await t.app.request(path, { headers: { origin: 'http://localhost' } });
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};
const inlined = (html: string) => {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${TRIP_SEARCH_DATA_ELEMENT_ID}">(.*?)</script>`),
  );
  return JSON.parse(json?.[1] ?? 'null') as { filters: object; limit: number; page: { items: { name: string }[] } };
};

describe('GET / and GET /trips (server-rendered first screen)', () => {
  it('[MKT-026] the home paints its hero, search form and soonest trips from the HTML, with their data for the portal', async () => {
    const { status, type, html } = await page('/');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain(`<title>${PUBLIC_HOME_COPY.documentTitle}</title>`);
    expect(html).toContain(`>${PUBLIC_HOME_COPY.title}</h1>`);
    expect(html).toContain('<form class="cv-Form hm-Search" action="/trips" method="get"');
    const data = inlined(html);
    expect(data.limit).toBe(TRIP_SEARCH_FEATURED_COUNT);
    expect(data.filters).toEqual({});
    expect(data.page.items.length).toBeGreaterThan(0);
    for (const trip of data.page.items) expect(html).toContain(`>${trip.name}</a>`);
    // The first card's photo: preloaded with a high priority, sized, not lazy.
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
    expect(html).toMatch(
      /<img class="ts-Card-image" [^>]*width="640" height="360" loading="eager" fetchpriority="high"/,
    );
  });

  it("[MKT-027] the search paints its header and first page of the URL's search; an unreadable one shows every trip", async () => {
    const all = await page('/trips');
    expect(all.status).toBe(200);
    expect(all.html).toContain(`<title>${TRIP_SEARCH_COPY.documentTitle}</title>`);
    expect(all.html).toContain(`>${TRIP_SEARCH_COPY.title}</h1>`);
    expect(inlined(all.html).limit).toBe(TRIP_SEARCH_PAGE_SIZE);
    const everyTrip = inlined(all.html).page.items.map((i) => i.name);

    const none = inlined((await page('/trips?destination=Nowhere-at-all')).html);
    expect(none.filters).toEqual({ destination: 'Nowhere-at-all' });
    expect(none.page.items).toEqual([]);

    const unreadable = inlined((await page('/trips?month=13-13')).html);
    expect(unreadable.filters).toEqual({});
    expect(unreadable.page.items.map((i) => i.name)).toEqual(everyTrip);
  });

  it("[MKT-027] [issue 29] the search's page holds its filter panel, disabled, with the URL's search, above the cards", async () => {
    const { html } = await page('/trips?destination=Peru&priceMax=3000&spots=available');
    const panel = html.indexOf('<form class="cv-Form ts-Filters" action="/trips" method="get"');
    expect(panel).toBeGreaterThan(html.indexOf(`>${TRIP_SEARCH_COPY.title}</h1>`));
    expect(panel).toBeLessThan(html.indexOf('<section class="ts-Results"'));
    expect(html).toMatch(/<input [^>]*type="search" name="destination" value="Peru"[^>]* disabled>/);
    expect(html).toMatch(/<input [^>]*name="priceMax" value="3000"[^>]* disabled>/);
    expect(html).toMatch(
      /<input class="ts-Switch-input pt-visually-hidden" type="checkbox" role="switch"[^>]*checked disabled>/,
    );
    expect(html).toContain(`>${TRIP_SEARCH_COPY.filters.sort}</label>`);
  });

  it('[MKT-028] a search typed into a shared link stays text: the canonical URL and inlined data are escaped', async () => {
    const { html } = await page('/trips?destination=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('\\u003c/script>');
  });
});
