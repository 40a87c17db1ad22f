// Image uploads on the real app (OAP-012, HAP-035, HAP-036): stored and served back; wrong types, oversize files and
// more than the purpose takes refused.
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_PATH,
  PROFILE_MESSAGES,
  TRIP_DETAILS_MESSAGES,
} from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
let traveler: TestClient;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
  operator = await t.signedIn('operator@caravan.test');
  traveler = await t.signedIn('traveler@caravan.test');
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 4, 5, 6]);
const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

async function upload(client: TestClient, files: File[], purpose?: string) {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  if (purpose) form.append('purpose', purpose);
  const res = await t.app.request(IMAGE_UPLOAD_PATH, {
    method: 'POST',
    headers: { origin: ORIGIN, ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: { url: string; urls: string[] };
      fields?: Record<string, string>;
      error?: string;
    },
  };
}

describe('POST /api/me/files/new-upload-image', () => {
  it('[OAP-012] stores one or several images and answers their urls, served back with their type', async () => {
    const res = await upload(operator, [file(PNG, 'a.png', 'image/png'), file(JPEG, 'b.jpg', 'image/jpeg')]);
    expect(res.status, res.body.error).toBe(201);
    const urls = res.body.data?.urls ?? [];
    expect(urls).toHaveLength(2);
    expect(res.body.data?.url).toBe(urls[0]);
    const served = await t.app.request(urls[0] as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await t.app.request(urls[1] as string)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('[OAP-012] refuses a file that is not an image whatever it claims, and stores nothing of the batch', async () => {
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    const res = await upload(operator, [file(PNG, 'ok.png', 'image/png'), file(text, 'evil.png', 'image/png')]);
    expect(res.status).toBe(400);
    expect(res.body.fields?.['files.1']).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
  });

  it('[OAP-012] refuses an image over the size limit and more than 10 images at once', async () => {
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const large = await upload(operator, [file(big, 'big.png', 'image/png')]);
    expect(large.status).toBe(400);
    expect(large.body.fields?.['files.0']).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    const many = await upload(
      operator,
      Array.from({ length: 11 }, (_, i) => file(PNG, `p${i}.png`, 'image/png')),
    );
    expect(many.status).toBe(400);
    expect(many.body.fields?.files).toBe(IMAGE_UPLOAD_MESSAGES.tooMany);
  });

  it('[OAP-012] only those who build itineraries upload; a missing file answers 404', async () => {
    expect((await upload(traveler, [file(PNG, 'a.png', 'image/png')])).status).toBe(403);
    expect((await t.app.request('/api/files/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await t.app.request('/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});

describe('host uploads at the spec path (§7.2)', () => {
  const pngs = (n: number) => Array.from({ length: n }, (_, i) => file(PNG, `p${i}.png`, 'image/png'));

  it('[HAP-035] a host uploads a profile picture as multipart (field files, purpose profile-picture): success and data.url', async () => {
    const res = await upload(host, [file(JPEG, 'me.jpg', 'image/jpeg')], 'profile-picture');
    expect(res.status, res.body.error).toBe(201);
    const url = res.body.data?.url as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.request(url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
    const bad = await upload(host, [file(PNG, 'me.png', 'image/png')], 'banner');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
  });

  it('[HAP-036] a profile picture takes one image; trip photos take up to 10 and refuse 11', async () => {
    const two = await upload(host, pngs(2), 'profile-picture');
    expect(two.status).toBe(400);
    expect(two.body.fields?.files).toBe(PROFILE_MESSAGES.singleImage);
    const ten = await upload(host, pngs(10), 'trip-photos');
    expect(ten.status, ten.body.error).toBe(201);
    expect(ten.body.data?.urls).toHaveLength(10);
    const eleven = await upload(host, pngs(11), 'trip-photos');
    expect(eleven.status).toBe(400);
    expect(eleven.body.fields?.files).toBe(TRIP_DETAILS_MESSAGES.tooManyPhotos);
  });
});
