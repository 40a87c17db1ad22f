// Public surface of the payment-schedule area (MKT-049); its zod schema is read by the traveler booking contract.
export { type PaymentSchedule, paymentSchedule, quotePaymentSchedule } from './payment-schedule.rules.js';
