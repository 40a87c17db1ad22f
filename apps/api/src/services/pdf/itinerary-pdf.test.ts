// The itinerary PDF generator on its own: a real PDF whose text holds the trip, each day's title and services, a free
// day's note, and every day even when they fill several pages.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ITINERARY_PDF_FREE_DAY, renderItineraryPdf } from './itinerary-pdf.js';

async function textOf(bytes: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return { pages: doc.numPages, text: (await extractText(doc, { mergePages: true })).text };
}

describe('renderItineraryPdf', () => {
  it('[TRV-053] writes the trip, the subtitle, each day title with its services, and a free day note', async () => {
    const bytes = await renderItineraryPdf({
      tripName: 'Machu Picchu with Hana',
      subtitle: 'Cusco, Peru · March 2 – March 4, 2027',
      createdAt: new Date('2026-11-21T12:00:00Z'),
      days: [
        { title: 'Day 1 · Tuesday, March 2, 2027', items: [{ name: 'Airport welcome', detail: '09:00' }] },
        { title: 'Day 2 · Wednesday, March 3, 2027', items: [] },
      ],
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await textOf(bytes);
    for (const s of ['Machu Picchu with Hana', 'Cusco, Peru', 'Day 1 · Tuesday, March 2, 2027', 'Airport welcome'])
      expect(text).toContain(s);
    expect(text).toContain(ITINERARY_PDF_FREE_DAY);
  });

  it('[TRV-053] keeps every day of a long trip, over several pages', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      title: `Day ${i + 1}`,
      items: [{ name: `Activity ${i + 1}a` }, { name: `Activity ${i + 1}b`, detail: 'A long afternoon walk' }],
    }));
    const { pages, text } = await textOf(await renderItineraryPdf({ tripName: 'Long', subtitle: 'x', days }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Activity 30b');
  });
});
