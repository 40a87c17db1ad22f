// Production refuses to pretend (issue 27 point 3): with NODE_ENV=production the server does not start on a sandbox
// provider or the outbox folder unless ALLOW_SANDBOX=true says so, and the refusal names each missing setting.
import type { Config } from './config.js';

/** What a production start reads; SMTP_URL is the e-mail transport's setting (unset: the outbox folder). */
export type ReadinessSettings = Pick<Config, 'NODE_ENV' | 'ALLOW_SANDBOX'> &
  Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>> & { SMTP_URL?: string | undefined };

/** One outside service that would run on a sandbox, and what to set so it does not. */
export interface SandboxInUse {
  service: string;
  /** The setting that makes it real, when a real adapter exists. */
  setting?: string;
  problem: string;
}

/** Services with a port and only a sandbox adapter so far (the README's "Providers" section says what each needs). */
export const SANDBOX_ONLY_SERVICES = ['Affirm', 'insurance', 'ground transfers', 'maps', 'reviews', 'page screenshots'];

/** Every sandbox this configuration would run on, whatever NODE_ENV says. */
export function sandboxesInUse(settings: ReadinessSettings): SandboxInUse[] {
  const found: SandboxInUse[] = [];
  if (!settings.STRIPE_SECRET_KEY)
    found.push({
      service: 'payments',
      setting: 'STRIPE_SECRET_KEY',
      problem: 'STRIPE_SECRET_KEY is not set: payments would use the sandbox; set it',
    });
  else if (/^(sk|rk)_test_/.test(settings.STRIPE_SECRET_KEY))
    found.push({
      service: 'payments',
      setting: 'STRIPE_SECRET_KEY',
      problem: 'STRIPE_SECRET_KEY is a test-mode key: no card would really be charged; set a live key (sk_live_…)',
    });
  if (settings.STRIPE_SECRET_KEY && !settings.STRIPE_WEBHOOK_SECRET)
    found.push({
      service: 'payment events',
      setting: 'STRIPE_WEBHOOK_SECRET',
      problem: "STRIPE_WEBHOOK_SECRET is not set: Stripe's events would go unread; set the endpoint's signing secret",
    });
  if (!settings.SMTP_URL)
    found.push({
      service: 'email',
      setting: 'SMTP_URL',
      problem: 'SMTP_URL is not set: e-mails would be written to the outbox folder and never sent; set it',
    });
  found.push({
    service: SANDBOX_ONLY_SERVICES.join(', '),
    problem: `${SANDBOX_ONLY_SERVICES.join(', ')} have no real adapter yet and would run on their sandboxes`,
  });
  return found;
}

/**
 * Throws, naming every missing setting, when a production start would run on a sandbox without ALLOW_SANDBOX=true.
 * Returns the sandboxes in use (empty outside production), so the boot can say what it runs on.
 */
export function assertProductionReady(settings: ReadinessSettings): SandboxInUse[] {
  if (settings.NODE_ENV !== 'production') return [];
  const sandboxes = sandboxesInUse(settings);
  if (sandboxes.length === 0 || settings.ALLOW_SANDBOX) return sandboxes;
  const lines = sandboxes.map((s) => `  ${s.problem}`).join('\n');
  throw new Error(
    `Refusing to start in production (NODE_ENV=production) on sandboxes:\n${lines}\n` +
      'Set the missing settings, or ALLOW_SANDBOX=true to run on sandboxes.',
  );
}
