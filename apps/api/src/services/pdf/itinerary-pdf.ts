// A day-by-day itinerary as a PDF (pdfkit, its built-in fonts), the one layout the traveler's itinerary tab and the host
// workspace both download. Pure: it takes the content (or an itinerary view) and answers the bytes.
import { formatDate } from '@caravan/domain';
import PDFDocument from 'pdfkit';

export interface ItineraryPdfItem {
  name: string;
  /** Optional detail line under the name (start time, description). */
  detail?: string | undefined;
}

export interface ItineraryPdfDay {
  /** The day's heading, e.g. 'Day 1 · Tuesday, March 2, 2027'. */
  title: string;
  items: readonly ItineraryPdfItem[];
}

export interface ItineraryPdfContent {
  tripName: string;
  /** A line under the title, e.g. 'Cusco, Peru · March 2 – March 9, 2027'. */
  subtitle: string;
  days: readonly ItineraryPdfDay[];
  /** The document's author metadata. */
  author?: string;
  /** Creation date written into the metadata (the caller's clock, so tests are repeatable). */
  createdAt?: Date;
}

/** DECIDE: US Letter with one-inch margins, because most of Caravan's travelers print on Letter paper. */
export const ITINERARY_PDF_PAGE = { size: 'LETTER', margin: 72 } as const;
/** What a day with nothing planned says, so the day still appears in the printout. */
export const ITINERARY_PDF_FREE_DAY = 'Free day: nothing planned yet.';

/** Renders the itinerary and resolves with the PDF's bytes. */
export function renderItineraryPdf(content: ItineraryPdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: ITINERARY_PDF_PAGE.size,
      margin: ITINERARY_PDF_PAGE.margin,
      info: {
        Title: `${content.tripName} itinerary`,
        Author: content.author ?? 'Caravan',
        ...(content.createdAt ? { CreationDate: content.createdAt } : {}),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(22).text(content.tripName);
    doc.moveDown(0.25).font('Helvetica').fontSize(12).fillColor('#555555').text(content.subtitle);
    doc.fillColor('#000000').moveDown(1);
    for (const day of content.days) {
      // Keep a day's heading with at least its first line.
      if (doc.y > doc.page.height - ITINERARY_PDF_PAGE.margin - 60) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(14).text(day.title);
      doc.moveDown(0.25).font('Helvetica').fontSize(11);
      if (day.items.length === 0) doc.fillColor('#555555').text(ITINERARY_PDF_FREE_DAY).fillColor('#000000');
      for (const item of day.items) {
        doc.font('Helvetica').text(`•  ${item.name}`, { indent: 8 });
        if (item.detail) doc.fillColor('#555555').fontSize(10).text(item.detail, { indent: 22 }).fillColor('#000000');
        doc.fontSize(11);
      }
      doc.moveDown(0.8);
    }
    doc.end();
  });
}

/** What an itinerary view holds (the traveler's or the host's) that its printout needs. */
export interface PrintableItinerary {
  tripName: string;
  destination?: string | null;
  country?: string | null;
  startDate: string;
  endDate?: string | null;
  pdfFileName: string;
  days: readonly {
    title: string;
    items: readonly { name: string; startTime?: string | null; description?: string | null }[];
  }[];
}

/** An itinerary view as its PDF and the name it is saved as: one layout whichever audience downloads it. */
export async function printItinerary(
  itinerary: PrintableItinerary,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  const from = formatDate(itinerary.startDate, 'MMMM d, yyyy');
  // A one-day trip shows its one date, not the same date twice.
  const to =
    itinerary.endDate && itinerary.endDate !== itinerary.startDate
      ? ` – ${formatDate(itinerary.endDate, 'MMMM d, yyyy')}`
      : '';
  const bytes = await renderItineraryPdf({
    tripName: itinerary.tripName,
    subtitle: `${[itinerary.destination, itinerary.country].filter(Boolean).join(', ')} · ${from}${to}`,
    createdAt: now,
    days: itinerary.days.map((d) => ({
      title: d.title,
      items: d.items.map((item) => ({
        name: item.name,
        detail: [item.startTime, item.description].filter(Boolean).join(' · ') || undefined,
      })),
    })),
  });
  return { fileName: itinerary.pdfFileName, bytes };
}
