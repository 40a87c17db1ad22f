// GET /api/me/host/trips/{id}/earnings-report: the approved earnings report as a PDF (pdfkit, built-in fonts), named
// from the trip; before an admin approves it the report does not exist for the host (409).
import { type CurrencyCode, calendarDateOf, formatMinor } from '@caravan/domain';
import PDFDocument from 'pdfkit';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../errors/app-error.js';
import { findHostTrip } from '../host-workspace/host-trip-access.js';
import { earningsOrders, toHostEarningsView } from './read-earnings.js';

export interface EarningsReportContent {
  tripName: string;
  subtitle: string;
  lines: readonly [label: string, value: string][];
  createdAt: Date;
}

/** Renders the report and resolves with the PDF's bytes. */
export function renderEarningsReportPdf(content: EarningsReportContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 72,
      info: { Title: `${content.tripName} earnings report`, Author: 'Caravan', CreationDate: content.createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text('Earnings Report');
    doc.moveDown(0.25).fontSize(16).text(content.tripName);
    doc.moveDown(0.25).font('Helvetica').fontSize(12).fillColor('#555555').text(content.subtitle);
    doc.fillColor('#000000').moveDown(1).fontSize(12);
    for (const [label, value] of content.lines) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
      doc.moveDown(0.4);
    }
    doc.end();
  });
}

/** The approved report of a trip the host works on: its file name and bytes. */
export async function hostEarningsReportPdf(
  db: Db,
  user: PolicyUser,
  tripId: string,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await findHostTrip(db, user, tripId, 'read');
  if (!row.earningsApprovedAt) throw conflict('REPORT_NOT_APPROVED', 'The earnings report is not approved yet.');
  const view = toHostEarningsView(row, await earningsOrders(db, row.id));
  const money = (minor: number) => formatMinor(minor, row.currency as CurrencyCode);
  const bytes = await renderEarningsReportPdf({
    tripName: row.name,
    subtitle: `${[row.destination, row.country].filter(Boolean).join(', ')} · ${row.startDate}${row.endDate ? ` to ${row.endDate}` : ''}`,
    lines: [
      ['Confirmed travelers', String(view.confirmedSpots)],
      ['Early bird price', row.priceInitial === null ? 'Not set' : money(row.priceInitial)],
      ['Regular price', row.priceRemaining === null ? 'Not set' : money(row.priceRemaining)],
      ['Total earnings', money(view.earnings)],
      ['Earnings advance', money(view.flightStipend)],
      ['Remaining earnings', money(Math.max(0, view.earnings - view.flightStipend))],
      // The approval's day at the trip's place, like every date of the trip (decision 038).
      ['Report approved', calendarDateOf(row.earningsApprovedAt, row.timeZone)],
    ],
    createdAt: now,
  });
  return { fileName: `${row.name} earnings report.pdf`, bytes };
}
