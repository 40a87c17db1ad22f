// Insurance policy cancel (manage booking): context, input and events (a discriminated union).
import type { InsurancePolicy, TravelerType } from '@caravan/domain';

/** What the cancel guard reads of a policy. */
export type CancellablePolicy = Pick<InsurancePolicy, 'status' | 'createdDate' | 'policyNumber'>;

/** The error view of a failed cancellation: the returned title and description, or the default message (INS-013, INS-014). */
export interface InsuranceCancelError {
  title: string;
  description: string;
}

export interface InsuranceCancelContext {
  bookingId: string;
  travelerType: TravelerType | undefined;
  /** The booking's insurance policies by insurance add-on id. */
  policies: Record<string, CancellablePolicy>;
  /** The insurance add-on being cancelled (manage-booking state insurance.cancelAddOnId). */
  cancelAddOnId: string | null;
  error: InsuranceCancelError | null;
  /** Whether the bookings were reloaded after a successful cancellation (INS-012). */
  bookingsReloaded: boolean;
  /** The clock as of the last event: rules take `now`, the machine never reads the clock itself. */
  now: Date;
}

export type InsuranceCancelInput = Pick<InsuranceCancelContext, 'bookingId' | 'travelerType' | 'policies' | 'now'>;

/** What the injected cancelInsurance actor receives (traveler-app §7: bookingId, addOnId). */
export interface CancelInsuranceRequest {
  bookingId: string;
  addOnId: string;
}

export type InsuranceCancelEvent =
  | { type: 'insurance.cancel'; addOnId: string }
  | { type: 'insurance.keep' }
  | { type: 'insurance.confirmCancel' }
  | { type: 'insurance.back' }
  | { type: 'clock.tick'; now: Date };
