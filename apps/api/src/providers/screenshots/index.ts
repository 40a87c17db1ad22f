// The page screenshot port (HAP-068, decision 022): a page's HTML in, a PNG of the asked size out. The sandbox
// adapter draws a blank page of that size, a real PNG; a browser adapter (headless Chromium) plugs in behind it.
import { deflateSync } from 'node:zlib';

export interface PageScreenshots {
  /** A PNG of `html` rendered in a viewport `width` x `height` CSS pixels. */
  capture(input: { html: string; width: number; height: number }): Promise<Uint8Array>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A white `width` x `height` PNG (8-bit greyscale). */
export function blankPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then one white byte per pixel.
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sandbox: a blank page of the asked size, so the call's contract (size, type, caching) holds offline. */
export function createSandboxScreenshots(): PageScreenshots & { captured: { width: number; height: number }[] } {
  const captured: { width: number; height: number }[] = [];
  return {
    captured,
    async capture({ width, height }) {
      captured.push({ width, height });
      return blankPng(width, height);
    },
  };
}
