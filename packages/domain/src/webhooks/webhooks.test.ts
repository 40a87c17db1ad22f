// The webhook signature check, retry schedule and URL rule (MKT-053).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signatureHeaderOf,
  signedContentOf,
  verifyWebhookSignature,
  webhookRetryDelaySeconds,
  webhookUrlProblem,
} from './webhooks.rules.js';
import { registerWebhookSchema } from './webhooks.schema.js';

const hmacSha256Hex = (secret: string, content: string) => createHmac('sha256', secret).update(content).digest('hex');
const secret = 'whsec_test';
const body = JSON.stringify({ id: 'd-1', event: 'booking.created', createdAt: '2026-11-21T12:00:00Z', data: {} });
const now = new Date('2026-11-21T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const header = signatureHeaderOf(t, hmacSha256Hex(secret, signedContentOf(t, body)));

describe('verifyWebhookSignature', () => {
  it('[MKT-053] accepts a fresh, correctly signed delivery', () => {
    expect(verifyWebhookSignature({ header, body, secret, now, hmacSha256Hex })).toEqual({
      ok: true,
      deliveryId: 'd-1',
      timestamp: t,
    });
  });
  it('[MKT-053] refuses a stale timestamp, a replayed id, a changed body and a wrong secret', () => {
    const later = new Date(now.getTime() + 5 * 60_000 + 1_000);
    expect(verifyWebhookSignature({ header, body, secret, now: later, hmacSha256Hex })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyWebhookSignature({ header, body, secret, now, seen: new Set(['d-1']), hmacSha256Hex })).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(verifyWebhookSignature({ header, body: `${body} `, secret, now, hmacSha256Hex }).ok).toBe(false);
    expect(verifyWebhookSignature({ header, body, secret: 'other', now, hmacSha256Hex }).ok).toBe(false);
    expect(verifyWebhookSignature({ header: 't=1', body, secret, now, hmacSha256Hex })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('webhook rules', () => {
  it('[MKT-053] retries back off from 30 s, doubling, capped at an hour', () => {
    expect([1, 2, 3, 4, 5].map(webhookRetryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
    expect(webhookRetryDelaySeconds(20)).toBe(3600);
  });
  it('[MKT-053] an endpoint is https; http only to this machine outside production', () => {
    expect(webhookUrlProblem('https://example.com/hook', { production: true })).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', { production: false })).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', { production: true })).not.toBeNull();
    expect(webhookUrlProblem('http://example.com/hook', { production: false })).not.toBeNull();
    expect(webhookUrlProblem('not a url', { production: false })).not.toBeNull();
  });
});

describe('verifyWebhookSignature, each refusal and its limits', () => {
  const sign = (content: string, ts = t, key = secret) =>
    signatureHeaderOf(ts, hmacSha256Hex(key, signedContentOf(ts, content)));
  const verify = (over: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
    verifyWebhookSignature({ header, body, secret, now, hmacSha256Hex, ...over });

  it('[MKT-053] a changed body or a wrong secret is a bad signature', () => {
    expect(verify({ body: `${body} ` })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify({ secret: 'other' })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify({ header: sign(body, t, 'other') })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('[MKT-053] a timestamp up to 5 minutes either side of the clock is fresh; one second more is stale', () => {
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verify({ now: at(300) }).ok).toBe(true);
    expect(verify({ now: at(-300) }).ok).toBe(true);
    expect(verify({ now: at(301) })).toEqual({ ok: false, reason: 'stale' });
    expect(verify({ now: at(-301) })).toEqual({ ok: false, reason: 'stale' });
  });

  it('[MKT-053] a header without a timestamp or a v1 signature, or with malformed ones, is malformed', () => {
    const hex = hmacSha256Hex(secret, signedContentOf(t, body));
    for (const bad of [
      null,
      undefined,
      '',
      `v1=${hex}`,
      `t=${t}`,
      `t=${t}x,v1=${hex}`,
      `t=x${t},v1=${hex}`,
      `t=1234567890123,v1=${hex}`,
      `t=,v1=${hex}`,
      `t=${t},v1=${hex.toUpperCase()}`,
      `t=${t},v1=${hex.slice(1)}`,
      `t=${t},v1=${hex}0`,
      `t=${t},v1=x${hex}`,
      `t=${t},v2=${hex}`,
      `x=${t},v1=${hex}`,
    ]) {
      expect(verify({ header: bad })).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('[MKT-053] other signature versions are ignored, spaces after commas allowed, and any one v1 may match', () => {
    const hex = hmacSha256Hex(secret, signedContentOf(t, body));
    const other = hmacSha256Hex('old-secret', signedContentOf(t, body));
    const ok = { ok: true, deliveryId: 'd-1', timestamp: t };
    expect(verify({ header: `t=${t},v0=abc,v1=${hex}` })).toEqual(ok);
    expect(verify({ header: ` t=${t} , v1=${hex} ` })).toEqual(ok);
    expect(verify({ header: `t=${t},v1=${other},v1=${hex}` })).toEqual(ok);
    expect(verify({ header: `v1=${hex},t=${t}` })).toEqual(ok);
  });

  it('[MKT-053] a signature compared to an HMAC of another length is refused, even when one begins the other', () => {
    const longer = (key: string, content: string) => `${hmacSha256Hex(key, content)}00`;
    expect(verify({ hmacSha256Hex: longer })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('[MKT-053] a signed body that is not JSON, or has no string id, is malformed; an unseen id is accepted', () => {
    for (const content of ['not json', JSON.stringify({ id: '' }), JSON.stringify({ id: 7 }), JSON.stringify({})]) {
      expect(verify({ body: content, header: sign(content) })).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(verify({ seen: new Set(['d-2']) })).toEqual({ ok: true, deliveryId: 'd-1', timestamp: t });
  });
});

describe('webhook retry delays and endpoint addresses', () => {
  it('[MKT-053] the first wait is 30 s (also before any attempt), and the cap is exactly one hour', () => {
    expect(webhookRetryDelaySeconds(0)).toBe(30);
    expect(webhookRetryDelaySeconds(-1)).toBe(30);
    expect(webhookRetryDelaySeconds(7)).toBe(1920);
    expect(webhookRetryDelaySeconds(8)).toBe(3600);
  });

  it('[MKT-053] says what is wrong with an address', () => {
    const dev = { production: false };
    expect(webhookUrlProblem('not a url', dev)).toBe('Enter a full address, starting with https://');
    expect(webhookUrlProblem('https://', dev)).toBe('Enter a full address, starting with https://');
    expect(webhookUrlProblem('https://example.com:123456/hook', dev)).toBe(
      'Enter a full address, starting with https://',
    );
    expect(webhookUrlProblem('https://example.com/a b', dev)).toBe('Enter a full address, starting with https://');
    expect(webhookUrlProblem(' https://example.com', dev)).toBe('Enter a full address, starting with https://');
    expect(webhookUrlProblem('https://user:pw@example.com/hook', dev)).toBe(
      'The address must not carry a user name or password.',
    );
    expect(webhookUrlProblem('ftp://example.com/hook', dev)).toBe('The address must start with https://');
    expect(webhookUrlProblem('git+https://example.com', dev)).toBe('The address must start with https://');
    expect(webhookUrlProblem('ftp://localhost/hook', dev)).toBe('The address must start with https://');
    expect(webhookUrlProblem('http://example.com/hook', dev)).toBe('The address must start with https://');
    expect(webhookUrlProblem('http://localhost.example.com/hook', dev)).toBe('The address must start with https://');
    expect(webhookUrlProblem('http://localhost/hook', { production: true })).toBe(
      'The address must start with https://',
    );
  });

  it('[MKT-053] accepts https in any case, with a port, query or fragment, and http to each loopback name locally', () => {
    const dev = { production: false };
    for (const url of [
      'HTTPS://Example.com',
      'https://example.com:8443',
      'https://example.com:8443/hooks?x=1#top',
      'https://example.com?x=1',
      'https://example.com#top',
      'https://[2001:db8::1]:443/hook',
      'http://localhost/hook',
      'HTTP://LOCALHOST:3000',
      'http://127.0.0.1/hook',
      'http://[::1]:4000/hook',
      'http://[::1]/hook',
      'https://x/',
    ]) {
      expect(webhookUrlProblem(url, dev), url).toBeNull();
    }
  });
});

describe('registering an endpoint', () => {
  it('[MKT-053] takes each event once', () => {
    const url = 'https://example.com/hook';
    expect(registerWebhookSchema.safeParse({ url, events: ['booking.paid', 'booking.created'] }).success).toBe(true);
    const twice = registerWebhookSchema.safeParse({ url, events: ['booking.paid', 'booking.paid'] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['Each event once']);
  });
});
