// The payments sandbox's test cards the checkout offers (apps/api providers/payments sandbox): approve or decline.

/** DECIDE: checkout lists the sandbox test tokens instead of a card form while the real payments app is not embedded. */
export const SANDBOX_CARDS = [
  { id: 'tok_visa', label: 'Visa •••• 4242 (approved)' },
  { id: 'tok_mastercard', label: 'Mastercard •••• 4444 (approved)' },
  { id: 'tok_chargeDeclined', label: 'Visa •••• 0002 (declined)' },
  { id: 'tok_chargeDeclinedInsufficientFunds', label: 'Visa •••• 9995 (insufficient funds)' },
  { id: 'tok_processingError', label: 'Visa •••• 0119 (processing error)' },
] as const;
