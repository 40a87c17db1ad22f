// The outside services the API talks to, each behind a port; the sandbox adapters are the defaults.
import { createSandboxInsuranceProvider, type InsuranceProvider } from './insurance/index.js';
import { createSandboxPaymentGateway, type PaymentGateway } from './payments/index.js';

export interface Providers {
  payments: PaymentGateway;
  insurance: InsuranceProvider;
}

const defaults = new WeakMap<object, Providers>();

/** The providers configured on `deps`, or sandbox adapters shared by everything that uses the same deps. */
export function providersOf(deps: {
  payments?: PaymentGateway | undefined;
  insurance?: InsuranceProvider | undefined;
}): Providers {
  let fallback = defaults.get(deps);
  if (!fallback) {
    fallback = { payments: createSandboxPaymentGateway(), insurance: createSandboxInsuranceProvider() };
    defaults.set(deps, fallback);
  }
  return { payments: deps.payments ?? fallback.payments, insurance: deps.insurance ?? fallback.insurance };
}
