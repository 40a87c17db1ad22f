// The embedded payments app's contract (TAP-026, PAY-010): what checkout and payment-method update hand it (tripId,
// orderId, environment, config) and the result its onSuccess callback receives; plus the pure choice-to-result rule.
import {
  type CurrencyCode,
  type PaymentOptionType,
  paymentOptionAmount,
  validateCustomPaymentAmount,
} from '@caravan/domain';
import { customAmountMinor } from '../payment/checkout-amounts.js';

/** Why the app is opened: to pay (checkout, pay balance) or to save a card for automatic payments. */
export const PAYMENTS_APP_CONTEXT_TYPES = ['checkout', 'update-payment-method'] as const;
export type PaymentsAppContextType = (typeof PAYMENTS_APP_CONTEXT_TYPES)[number];

/** DECIDE: `sections` names the parts of the app shown, in order, so one app serves paying and saving a card. */
export const PAYMENTS_APP_SECTIONS = ['payment-options', 'card'] as const;
export type PaymentsAppSection = (typeof PAYMENTS_APP_SECTIONS)[number];

/** DECIDE: the only environment is the payments sandbox, because the API's payments port has only its sandbox adapter. */
export type PaymentsAppEnvironment = 'sandbox';
export const PAYMENTS_APP_ENVIRONMENT: PaymentsAppEnvironment = 'sandbox';

/** A payment option the app offers: a fixed amount, or a custom amount up to the balance (minor units). */
export type PaymentsAppOption = { type: 'minimum' | 'full'; amount: number } | { type: 'custom'; maximum: number };

export interface PaymentsAppConfig {
  contextType: PaymentsAppContextType;
  /** What the pending changes add to the booking (minor units); 0 when nothing changed. */
  additionalAmount: number;
  sections: readonly PaymentsAppSection[];
  paymentOptions: readonly PaymentsAppOption[];
  currency: CurrencyCode;
}

/**
 * What the app reports on success: the cross-window message the manage-booking machine reads (PAY-011, PAY-012),
 * with the card it was given. In the sandbox the API charges or saves that card when the host page acts on it.
 */
export type PaymentsAppResult =
  | {
      source: 'payments-app';
      status: 'payment-succeeded';
      paymentAmount: number;
      paymentOptionType: PaymentOptionType;
      cardToken: string;
    }
  | { source: 'payments-app'; status: 'setup-intent-succeeded'; cardToken: string };

export interface PaymentsAppProps {
  tripId: string;
  orderId: string;
  environment: PaymentsAppEnvironment;
  config: PaymentsAppConfig;
  /** Called with the result; while a returned promise is pending the app shows its button busy. */
  onSuccess: (result: PaymentsAppResult) => unknown;
}

/** The options' amounts from the booking's minimum and balance (pay balance, PAY-007: custom included). */
export function balancePaymentOptions(
  types: readonly PaymentOptionType[],
  balance: { minimumDue: number; dueAmount: number },
): PaymentsAppOption[] {
  return types.map((type) =>
    type === 'custom' ? { type, maximum: balance.dueAmount } : { type, amount: paymentOptionAmount(type, balance) },
  );
}

/** The amount of the chosen option (the typed text for custom) and why it cannot be paid, if it cannot. */
export function chosenAmount(
  option: PaymentsAppOption | undefined,
  customText: string,
): { amount: number; error: string | undefined } {
  if (!option) return { amount: 0, error: 'Choose how much to pay' };
  if (option.type !== 'custom')
    return { amount: option.amount, error: option.amount > 0 ? undefined : 'Nothing to pay' };
  const amount = customAmountMinor(customText);
  if (amount === undefined) return { amount: 0, error: 'Enter an amount' };
  return { amount, error: validateCustomPaymentAmount(amount, option.maximum).customAmount };
}

/** The result for the app's choice; null when the chosen amount cannot be paid (the form shows why). */
export function paymentsAppResult(
  config: PaymentsAppConfig,
  choice: { option: PaymentOptionType; customText: string; cardToken: string },
): PaymentsAppResult | null {
  if (config.contextType === 'update-payment-method')
    return { source: 'payments-app', status: 'setup-intent-succeeded', cardToken: choice.cardToken };
  const { amount, error } = chosenAmount(
    config.paymentOptions.find((o) => o.type === choice.option),
    choice.customText,
  );
  if (error) return null;
  return {
    source: 'payments-app',
    status: 'payment-succeeded',
    paymentAmount: amount,
    paymentOptionType: choice.option,
    cardToken: choice.cardToken,
  };
}
