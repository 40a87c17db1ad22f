// The rooming list for the hotel (MKT-048): room by room, each traveler with the room type and their preferences, as
// CSV (the domain's formula-safe writer) or as a PDF (pdfkit, built-in fonts).
import { ROOM_KIND_LABELS, type RoomingListLine, roomingListCsv, tripToday } from '@caravan/domain';
import PDFDocument from 'pdfkit';
import type { Exec } from '../booking/booking-records.js';
import { readRoomingBoard } from './read-rooming.js';

/** The list's lines: placed travelers room by room, then the unplaced ones under "Not yet assigned". */
export async function roomingListLines(db: Exec, trip: { id: string; name: string }): Promise<RoomingListLine[]> {
  const board = await readRoomingBoard(db, trip, false);
  const byId = new Map(board.travelers.map((t) => [t.id, t]));
  const line = (room: string, kind: RoomingListLine['kind'], id: string): RoomingListLine => {
    const t = byId.get(id);
    return {
      room,
      kind,
      traveler: t?.name ?? '',
      orderId: t?.orderId ?? '',
      roommateRequest: t?.roommateRequest ?? undefined,
      preferences: t?.preferences ?? undefined,
    };
  };
  return [
    ...board.rooms.flatMap((r) => r.travelerIds.map((id) => line(r.label, r.kind, id))),
    ...board.unassignedIds.map((id) => line(UNASSIGNED_ROOM, byId.get(id)?.privateRoom ? 'private' : 'shared', id)),
  ];
}

/** How a traveler without a room reads on the hotel's list. */
export const UNASSIGNED_ROOM = 'Not yet assigned';

/** The file name of the list: the trip's name and what it is. */
export const roomingFileName = (tripName: string, ext: 'csv' | 'pdf') => `${tripName} rooming list.${ext}`;

/** The rooming list as CSV text. */
export async function roomingCsv(db: Exec, trip: { id: string; name: string }) {
  return { fileName: roomingFileName(trip.name, 'csv'), csv: roomingListCsv(await roomingListLines(db, trip)) };
}

/** The rooming list as a PDF: a title, then one block per room with its travelers and their preferences. */
export async function roomingPdf(db: Exec, trip: { id: string; name: string; timeZone: string }, now: Date) {
  const lines = await roomingListLines(db, trip);
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `${trip.name} rooming list`, Author: 'Caravan', CreationDate: now },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(20).text('Rooming list');
    doc.moveDown(0.2).fontSize(14).text(trip.name);
    doc
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(`Prepared ${tripToday(trip, now)}`);
    doc.fillColor('#000000').moveDown(1);
    let room: string | null = null;
    for (const l of lines) {
      if (l.room !== room) {
        room = l.room;
        const kind = l.room === UNASSIGNED_ROOM ? '' : ` · ${ROOM_KIND_LABELS[l.kind]}`;
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(`${l.room}${kind}`);
      }
      doc.font('Helvetica').fontSize(11).text(`${l.traveler} (${l.orderId})`, { indent: 12 });
      const notes = [l.roommateRequest ? `Roommate request: ${l.roommateRequest}` : '', l.preferences ?? '']
        .filter(Boolean)
        .join(' · ');
      if (notes) doc.fontSize(9).fillColor('#555555').text(notes, { indent: 24 }).fillColor('#000000');
    }
    if (lines.length === 0) doc.font('Helvetica').fontSize(11).text('No travelers on this trip yet.');
    doc.end();
  });
  return { fileName: roomingFileName(trip.name, 'pdf'), bytes };
}
