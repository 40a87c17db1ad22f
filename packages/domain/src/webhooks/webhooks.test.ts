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
