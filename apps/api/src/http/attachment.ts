// How a route hands over a file to save (a PDF, a CSV): one Content-Disposition for every download.

/** A Content-Disposition that keeps a non-ASCII file name (RFC 6266) with an ASCII fallback for old clients. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
