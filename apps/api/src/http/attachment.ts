// How a route hands over a file to save (a PDF, a CSV): one Content-Disposition for every download, and one way to
// declare and answer a user's own PDF.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/** A Content-Disposition that keeps a non-ASCII file name (RFC 6266) with an ASCII fallback for old clients. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The documented 200 answer of a route that hands over a PDF. */
export const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

/** A user's own PDF (an itinerary, an earnings report) as a download that no shared cache keeps. */
export function privatePdf(c: Context, file: { fileName: string; bytes: Uint8Array }) {
  // A route that declares pdfResponse takes this plain Response as its answer (Hono types JSON answers only).
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(file.fileName),
    'Cache-Control': 'private, no-store',
  });
}
