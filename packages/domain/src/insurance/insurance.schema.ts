// Insurance policy entity of a booking (traveler-app §3).
import { z } from 'zod';
import { instantSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import { INSURANCE_CANCEL_STATUSES, INSURANCE_POLICY_STATUSES } from './insurance.constants.js';

export const insurancePolicyStatusSchema = canonicalEnum(INSURANCE_POLICY_STATUSES, {
  canceled: 'cancelled',
  'cancelation-pending': 'cancellation-pending',
});
export type InsurancePolicyStatus = z.infer<typeof insurancePolicyStatusSchema>;

export const insuranceCancelStatusSchema = z.enum(INSURANCE_CANCEL_STATUSES);
export type InsuranceCancelStatus = z.infer<typeof insuranceCancelStatusSchema>;

/** An insurance policy (INS-001); coverage is the plan's display name (INS-002). */
export const insurancePolicySchema = z.object({
  policyNumber: z.string().optional(),
  coverage: z.string(),
  claimsUrl: z.url().optional(),
  confirmationOfBenefitsUrl: z.url().optional(),
  status: insurancePolicyStatusSchema.default('pending'),
  firstName: z.string(),
  lastName: z.string(),
  createdDate: instantSchema,
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;
