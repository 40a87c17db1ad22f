// Tests of the publish status, closed-trip editability and the services agreement acceptance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLISH_STATUSES, publishStatusSchema, TRIP_STATUSES } from '../shared/statuses.js';
import {
  AgreementDocumentMissingError,
  canContinueServicesAgreement,
  requireAgreementDocument,
  servicesAgreementAcceptancePatch,
  tripStatusAfterAgreementAcceptance,
} from './agreement.rules.js';
import {
  canHostPublishPage,
  hostPublishAction,
  hostPublishPatch,
  hostTripEditableStatuses,
  hostTripLockedMessage,
  isHostTripEditable,
  PUBLISH_RESETTING_EDITS,
  publishStatusAfterHostEdit,
  publishStatusBadge,
  tripStatusAfterPublish,
} from './publish.rules.js';
import { PUBLISH_GO_LIVE_LABEL } from './workspace.constants.js';

const now = new Date('2025-03-10T12:00:00Z');

describe('publish status', () => {
  it('[WSP-060] the publish status is pending, in_review, marketing or live', () => {
    for (const value of ['pending', 'in-review', 'marketing', 'live'])
      expect(publishStatusSchema.parse(value)).toBe(value);
    expect(publishStatusSchema.parse('in_review')).toBe('in-review');
    expect(publishStatusSchema.safeParse('draft').success).toBe(false);
  });

  it("[WSP-061] the badges are 'Pending', 'In Review', 'Marketing' and 'Live!'", () => {
    expect(PUBLISH_STATUSES.map(publishStatusBadge)).toEqual(['Pending', 'In Review', 'Marketing', 'Live!']);
  });

  it("[WSP-062] pending offers 'Review Page' and 'Request Publish'", () => {
    expect(hostPublishAction('pending')).toEqual({
      kind: 'request-publish',
      label: 'Request Publish',
      reviewLabel: 'Review Page',
    });
    expect(hostPublishAction('marketing').kind).toBe('go-live');
    for (const s of ['in-review', 'marketing', 'live'] as const)
      expect(hostPublishAction(s)).toEqual({ kind: 'go-live', label: PUBLISH_GO_LIVE_LABEL });
  });

  it('[WSP-064] DECIDE: the host publishes only once the review has passed (Marketing), and only a host-approved trip goes live', () => {
    expect(PUBLISH_STATUSES.filter(canHostPublishPage)).toEqual(['marketing']);
    expect(TRIP_STATUSES.map(tripStatusAfterPublish)).toEqual(
      TRIP_STATUSES.map((s) => (s === 'host-approved' ? 'live' : s)),
    );
  });

  it('[WSP-063] Request Publish sets a publishRequest timestamp', () => {
    expect(hostPublishPatch('pending', now)).toEqual({ publishRequest: now });
  });

  it('[WSP-064] any other publish status makes the publish action set the trip live', () => {
    for (const s of ['in-review', 'marketing', 'live'] as const)
      expect(hostPublishPatch(s, now)).toEqual({ status: 'live' });
  });

  it('[WSP-065] any edit to trip details, gatherings or workshops returns the publish status to pending', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PUBLISH_STATUSES), fc.constantFrom(...PUBLISH_RESETTING_EDITS), (s, e) => {
        expect(publishStatusAfterHostEdit(s, e)).toBe('pending');
      }),
    );
  });
});

describe('closed trips', () => {
  it('[WSP-068] a closed trip is not editable, nor a finished one (complete, cancelled); every other status is', () => {
    expect(TRIP_STATUSES.filter((s) => !isHostTripEditable(s))).toEqual(['closed', 'complete', 'cancelled']);
    expect(hostTripEditableStatuses()).toEqual(TRIP_STATUSES.filter(isHostTripEditable));
  });

  it("[WSP-069] a refused edit says why in the alert's words; an editable trip has no refusal", () => {
    expect(hostTripLockedMessage('closed')).toBe('Trip is Closed: Trips are no longer editable in the closed status.');
    expect(hostTripLockedMessage('complete')).toMatch(/^Trip is Complete: /);
    for (const status of hostTripEditableStatuses()) expect(hostTripLockedMessage(status)).toBeNull();
  });
});

describe('services agreement', () => {
  it('[WSP-019] Continue is enabled only once the agreement checkbox is ticked', () => {
    expect(canContinueServicesAgreement(false)).toBe(false);
    expect(canContinueServicesAgreement(true)).toBe(true);
  });

  it('[WSP-020] DECIDE: keeps host-approved and later statuses, otherwise becomes host-approved', () => {
    expect(tripStatusAfterAgreementAcceptance('pricing-approved')).toBe('host-approved');
    expect(tripStatusAfterAgreementAcceptance('created')).toBe('host-approved');
    expect(tripStatusAfterAgreementAcceptance('partner-approved')).toBe('host-approved');
    expect(tripStatusAfterAgreementAcceptance('live')).toBe('live');
    expect(tripStatusAfterAgreementAcceptance('confirmed')).toBe('confirmed');
    const order = [...TRIP_STATUSES];
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), (s) => {
        const after = tripStatusAfterAgreementAcceptance(s);
        expect(after === s || after === 'host-approved').toBe(true);
        // never moves a trip backwards in the lifecycle order
        if (s !== 'cancelled') expect(order.indexOf(after)).toBeGreaterThanOrEqual(Math.min(order.indexOf(s), 3));
      }),
    );
  });

  it('[WSP-021] accepting the agreement records publishRequest', () => {
    expect(servicesAgreementAcceptancePatch({ status: 'pricing-approved' }, now)).toEqual({
      status: 'host-approved',
      publishRequest: now,
      terms: { termsAccepted: true },
    });
  });

  it("[WSP-023] a missing agreement document raises 'No agreement document provided'", () => {
    expect(() => requireAgreementDocument(undefined)).toThrow('No agreement document provided');
    expect(() => requireAgreementDocument(null)).toThrow(AgreementDocumentMissingError);
    expect(() => requireAgreementDocument('  ')).toThrow('No agreement document provided');
    expect(requireAgreementDocument('terms-v2')).toBe('terms-v2');
    expect(new AgreementDocumentMissingError().code).toBe('AGREEMENT_DOCUMENT_MISSING');
    expect(new AgreementDocumentMissingError().name).toBe('AgreementDocumentMissingError');
    expect(() => requireAgreementDocument('')).toThrow(AgreementDocumentMissingError);
    const document = { id: 'terms-v3', pages: 4 };
    expect(requireAgreementDocument(document)).toBe(document);
  });
});
