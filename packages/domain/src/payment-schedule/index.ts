// Public surface of the payment-schedule area (MKT-049).
export { paymentInstalmentSchema, paymentScheduleSchema } from './payment-schedule.schema.js';
export {
  type PaymentInstalment,
  type PaymentSchedule,
  paymentSchedule,
  quotePaymentSchedule,
  type ScheduleBooking,
} from './payment-schedule.rules.js';
