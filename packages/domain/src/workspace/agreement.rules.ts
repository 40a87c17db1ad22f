// Services agreement acceptance: the Continue gate, the resulting trip status and publish request, the document check.
import type { TripStatus } from '../shared/statuses.js';
import {
  AGREEMENT_ACCEPTED_STATUS,
  AGREEMENT_MISSING_DOCUMENT_MESSAGE,
  AGREEMENT_RETAINED_STATUSES,
} from './workspace.constants.js';

/** Whether the agreement Continue (or Confirm) button is enabled: only once the checkbox is ticked (WSP-019). */
export const canContinueServicesAgreement = (checked: boolean): boolean => checked;

/** The trip status after accepting the agreement: kept when retained, otherwise host-approved (WSP-020). */
export function tripStatusAfterAgreementAcceptance(status: TripStatus): TripStatus {
  return AGREEMENT_RETAINED_STATUSES.includes(status) ? status : AGREEMENT_ACCEPTED_STATUS;
}

/** The trip update of an accepted agreement: the resulting status and a publishRequest at `now` (WSP-020, WSP-021). */
export function servicesAgreementAcceptancePatch(
  trip: { status: TripStatus },
  now: Date,
): { status: TripStatus; publishRequest: Date; terms: { termsAccepted: true } } {
  return {
    status: tripStatusAfterAgreementAcceptance(trip.status),
    publishRequest: now,
    terms: { termsAccepted: true },
  };
}

/** The internal error of an agreement acceptance without its document (WSP-023). */
export class AgreementDocumentMissingError extends Error {
  readonly code = 'AGREEMENT_DOCUMENT_MISSING';
  constructor() {
    super(AGREEMENT_MISSING_DOCUMENT_MESSAGE);
    this.name = 'AgreementDocumentMissingError';
  }
}

/** The agreement document, or AgreementDocumentMissingError when it is missing or blank (WSP-023). */
export function requireAgreementDocument<T>(document: T | null | undefined): T {
  if (document === null || document === undefined || (typeof document === 'string' && document.trim() === ''))
    throw new AgreementDocumentMissingError();
  return document;
}
