// The notification centre's rules: e-mail preference per kind and the announcement's limits (MKT-051, MKT-052).
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  NOTIFICATION_KINDS,
  announcementInputSchema,
  effectivePreferences,
  shouldEmail,
} from './index.js';

describe('notification e-mail preferences', () => {
  it('[MKT-052] e-mails every kind by default', () => {
    for (const kind of NOTIFICATION_KINDS) expect(shouldEmail(kind, {})).toBe(true);
  });

  it('[MKT-052] a stored choice wins over the default, for that kind only', () => {
    const stored = { announcement: false };
    expect(shouldEmail('announcement', stored)).toBe(false);
    expect(shouldEmail('payment_due', stored)).toBe(true);
  });

  it('[MKT-052] lists every kind once with its effective choice', () => {
    const list = effectivePreferences({ payment_due: false });
    expect(list.map((p) => p.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(list.find((p) => p.kind === 'payment_due')?.email).toBe(false);
  });
});

describe('announcement input', () => {
  it('[MKT-051] trims and accepts a title and a body', () => {
    expect(announcementInputSchema.parse({ title: '  Meet at 8  ', body: ' Lobby. ' })).toEqual({
      title: 'Meet at 8',
      body: 'Lobby.',
    });
  });

  it('[MKT-051] refuses an empty or blank title or body', () => {
    expect(announcementInputSchema.safeParse({ title: ' ', body: 'x' }).success).toBe(false);
    expect(announcementInputSchema.safeParse({ title: 'x', body: '' }).success).toBe(false);
    expect(announcementInputSchema.safeParse({ title: 'x' }).success).toBe(false);
  });

  it('[MKT-051] refuses a title or body over its limit, and accepts one at it', () => {
    const ok = { title: 't'.repeat(ANNOUNCEMENT_TITLE_MAX), body: 'b'.repeat(ANNOUNCEMENT_BODY_MAX) };
    expect(announcementInputSchema.safeParse(ok).success).toBe(true);
    expect(announcementInputSchema.safeParse({ ...ok, title: `${ok.title}t` }).success).toBe(false);
    expect(announcementInputSchema.safeParse({ ...ok, body: `${ok.body}b` }).success).toBe(false);
  });

  it('[MKT-051] refuses unknown fields', () => {
    expect(announcementInputSchema.safeParse({ title: 'x', body: 'y', to: 'all' }).success).toBe(false);
  });
});
