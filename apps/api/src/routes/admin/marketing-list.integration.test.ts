// An admin imports a host's marketing list (HAP-031): a CSV in the multipart field `file` joins the host's audience,
// each address once; unreadable files, strangers and other groups are refused.
import { MARKETING_LIST_MESSAGES } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin@caravan.test');
  host = await t.signedIn('host2@caravan.test');
});
afterAll(() => t.close());

type Imported = { imported: number; alreadyListed: number; invalidLines: number[] };
async function importList(client: TestClient, hostId: string, csv: string | null, field = 'file') {
  const form = new FormData();
  if (csv !== null) form.append(field, new File([csv], 'list.csv', { type: 'text/csv' }));
  const res = await t.app.request(`/api/admin/hosts/${hostId}/marketing-list/import`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: client.cookie ?? '' },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data?: Imported; error?: string; fields?: Record<string, string> },
  };
}
const audienceOf = async (client: TestClient) =>
  (await client.request<{ totalAudience: number; data: { marketingListSize: number } }>('GET', '/api/me/audience')).body
    .data;

describe('POST api/admin/hosts/{id}/marketing-list/import', () => {
  it('[HAP-031] imports a CSV sent as multipart in the field file into the host’s marketing list, each address once', async () => {
    const before = await audienceOf(host);
    const csv = [
      'First Name,Last Name,Email',
      'Ana,Ruiz,ana.ruiz@example.com',
      '"Lee, Jr.",Park,LEE.PARK@example.com',
      'No,Address,not-an-email',
      'Ana,Again,Ana.Ruiz@example.com',
      '',
    ].join('\r\n');
    const res = await importList(admin, DEMO_USER_IDS.host2, csv);
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data).toEqual({ imported: 2, alreadyListed: 0, invalidLines: [4] });
    const after = await audienceOf(host);
    expect(after?.totalAudience).toBe((before?.totalAudience ?? 0) + 2);
    expect(after?.data.marketingListSize).toBe((before?.data.marketingListSize ?? 0) + 2);
    // The same list again adds nobody.
    const again = await importList(admin, DEMO_USER_IDS.host2, csv);
    expect(again.body.data).toEqual({ imported: 0, alreadyListed: 2, invalidLines: [4] });
    expect((await audienceOf(host))?.totalAudience).toBe(after?.totalAudience);
  });

  it('[HAP-031] refuses a file without an email column, a missing file, a user who is no host, and non-admins', async () => {
    const noEmail = await importList(admin, DEMO_USER_IDS.host2, 'name\nAna');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.success).toBe(false);
    expect(noEmail.body.fields?.file).toBe(MARKETING_LIST_MESSAGES.noEmailColumn);
    const wrongField = await importList(admin, DEMO_USER_IDS.host2, 'email\na@example.com', 'files');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.fields?.file).toBe(MARKETING_LIST_MESSAGES.noFile);
    expect((await importList(admin, DEMO_USER_IDS.traveler, 'email\na@example.com')).status).toBe(404);
    expect((await importList(host, DEMO_USER_IDS.host2, 'email\na@example.com')).status).toBe(403);
    const json = await admin.request('POST', `/api/admin/hosts/${DEMO_USER_IDS.host2}/marketing-list/import`, {});
    // A JSON body is not the multipart upload: a clear 415 in the error envelope.
    expect(json.status).toBe(415);
    expect(json.body.success).toBe(false);
  });
});
