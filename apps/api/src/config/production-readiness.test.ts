// Production refuses to pretend: which settings a production start on sandboxes is refused for, and ALLOW_SANDBOX.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { SANDBOX_ONLY_SERVICES, assertProductionReady, sandboxesInUse } from './production-readiness.js';

const REAL = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  SMTP_URL: 'smtp://mail.example.org:587',
};

describe('assertProductionReady', () => {
  it('refuses a production start with no settings, naming STRIPE_SECRET_KEY, SMTP_URL and ALLOW_SANDBOX', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(() => assertProductionReady(config)).toThrow(
      /STRIPE_SECRET_KEY is not set: payments would use the sandbox; set it/,
    );
    expect(() => assertProductionReady(config)).toThrow(/SMTP_URL is not set: e-mails would be written to the outbox/);
    expect(() => assertProductionReady(config)).toThrow(/or ALLOW_SANDBOX=true to run on sandboxes/);
    expect(() => assertProductionReady(config)).toThrow(/Affirm, insurance, ground transfers, maps, reviews/);
  });

  it('starts with ALLOW_SANDBOX=true and says which sandboxes it runs on', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX: 'true' });
    expect(assertProductionReady(config).map((s) => s.setting)).toEqual(['STRIPE_SECRET_KEY', 'SMTP_URL', undefined]);
  });

  it('checks nothing outside production (npm start, the tests and the e2e harness run as development or test)', () => {
    expect(assertProductionReady(loadConfig({}))).toEqual([]);
    expect(assertProductionReady(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it('a test-mode Stripe key and a missing webhook secret are named too', () => {
    const problems = sandboxesInUse({
      ...loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_abc' }),
      SMTP_URL: REAL.SMTP_URL,
    }).map((s) => s.problem);
    expect(problems.join('\n')).toMatch(/STRIPE_SECRET_KEY is a test-mode key/);
    expect(problems.join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET is not set/);
    expect(problems.join('\n')).not.toMatch(/SMTP_URL/);
  });

  it('with Stripe and SMTP set, only the services without a real adapter remain, and they still need ALLOW_SANDBOX', () => {
    const config = { ...loadConfig({ NODE_ENV: 'production', ...REAL }), SMTP_URL: REAL.SMTP_URL };
    expect(sandboxesInUse(config).map((s) => s.setting)).toEqual([undefined]);
    expect(() => assertProductionReady(config)).toThrow(new RegExp(SANDBOX_ONLY_SERVICES[0] ?? 'Affirm'));
    expect(() => assertProductionReady({ ...config, ALLOW_SANDBOX: true })).not.toThrow();
  });

  it('ALLOW_SANDBOX is false unless set', () => {
    expect(loadConfig({}).ALLOW_SANDBOX).toBe(false);
    expect(loadConfig({ ALLOW_SANDBOX: 'true' }).ALLOW_SANDBOX).toBe(true);
  });
});
