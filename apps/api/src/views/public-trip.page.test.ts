// The public trip page's HTML: escaping, the share description, and pouring the page into the portal's shell.
import { describe, expect, it } from 'vitest';
import { PUBLIC_TRIP_DATA_ELEMENT_ID } from '@caravan/domain';
import {
  escapeHtml,
  renderDocument,
  SHARE_DESCRIPTION_MAX,
  shareDescriptionOf,
  tripDataScript,
} from './public-trip.page.js';
import type { PublicTripView } from './public-trip.view.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Caravan: group trips, hosted by people you follow." />
    <title>Caravan</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('public trip page HTML', () => {
  it('[MKT-001] escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('[MKT-001] pours the head tags and content into the built portal shell, replacing its title and description, keeping its script', () => {
    const html = renderDocument(SHELL, '<title>Trip · Caravan</title>', '<main>Trip</main>');
    expect(html).toContain('<title>Trip · Caravan</title>');
    expect(html).not.toContain('<title>Caravan</title>');
    expect(html).not.toContain('group trips, hosted by people you follow');
    expect(html).toContain('<div id="root"><main>Trip</main></div>');
    expect(html).toContain('src="/assets/index-abc.js"');
  });

  it('[MKT-001] carries the view the page was rendered from to the portal, as JSON no trip name can break out of', () => {
    const trip = { name: 'Fjords </script><script>alert(1)</script>', tripPath: 'x' } as unknown as PublicTripView;
    const html = renderDocument(SHELL, '<title>T</title>', '<main>T</main>', tripDataScript(trip));
    const match = html.match(
      new RegExp(`<script type="application/json" id="${PUBLIC_TRIP_DATA_ELEMENT_ID}">([^<]*)</script>`),
    );
    expect(match?.[1] && JSON.parse(match[1])).toEqual(trip);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.indexOf(PUBLIC_TRIP_DATA_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('[MKT-001] without a shell, a document of its own (no script)', () => {
    const html = renderDocument(undefined, '<title>T</title>', '<main>T</main>');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<div id="root"><main>T</main></div>');
    expect(html).not.toContain('<script');
  });

  it('[MKT-001] the share description is the summary in one line, clipped for link previews', () => {
    const trip = {
      name: 'Trip',
      summary: `Line one\n\nline two ${'x'.repeat(300)}`,
      destination: 'Cusco',
      country: 'Peru',
      startDate: '2027-05-10',
      host: { displayName: 'Hana' },
    } as PublicTripView;
    const description = shareDescriptionOf(trip);
    expect(description.startsWith('Line one line two')).toBe(true);
    expect(description).toHaveLength(SHARE_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    expect(shareDescriptionOf({ ...trip, summary: '' })).toBe('Trip: Cusco, Peru, from May 10, 2027 with Hana.');
  });
});
