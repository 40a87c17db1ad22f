// A refused move in the user's words (MKT-045): every known guard has copy; no engine text reaches a user.
import { describe, expect, it } from 'vitest';
import { GUARD_REFUSAL_COPY, eventWords, isEngineText, refusalCopy, statusWords } from './refusal-copy.rules.js';

describe('refusal copy', () => {
  it('[MKT-045] a guard that says no is explained in words, never by its name', () => {
    expect(
      refusalCopy({ noun: 'trip', status: 'live', eventType: 'trip.acceptAgreement', guards: ['canAcceptAgreement'] }),
    ).toBe('Only the trip’s primary host can accept the agreement.');
  });

  it('[MKT-045] the first guard with copy explains; guards without copy read as not available right now', () => {
    expect(
      refusalCopy({
        noun: 'trip',
        status: 'live',
        eventType: 'trip.approvePricing',
        guards: ['unknownGuard', 'canApprovePricing', 'canApprove'],
      }),
    ).toBe('Only a Caravan admin can approve the pricing.');
    expect(
      refusalCopy({ noun: 'trip', status: 'live', eventType: 'trip.approvePricing', guards: ['unknownGuard'] }),
    ).toBe('Approve pricing is not available for this trip right now.');
    // A guard named like an Object property has no copy either (not the property's function).
    expect(
      refusalCopy({ noun: 'trip', status: 'live', eventType: 'trip.approvePricing', guards: ['constructor'] }),
    ).toBe('Approve pricing is not available for this trip right now.');
    expect(refusalCopy({ noun: 'trip', status: 'live', eventType: 'trip.approvePricing', guards: [] })).toBe(
      'Approve pricing is not available while this trip is live.',
    );
  });

  it('[MKT-045] statuses and events read as words: case, dashes and underscores, digits before a capital', () => {
    expect(statusWords('READY_TO_CONFIRM')).toBe('ready to confirm');
    expect(statusWords('pending__cancellation')).toBe('pending cancellation');
    expect(statusWords('tripRequest')).toBe('trip request');
    expect(eventWords('trip.markDay1Done')).toBe('mark day1 done');
    expect(eventWords('approve')).toBe('approve');
  });

  it('[MKT-045] a move the status does not have reads as the action and the status in words', () => {
    expect(refusalCopy({ noun: 'trip', status: 'live', eventType: 'trip.approve' })).toBe(
      'Approve is not available while this trip is live.',
    );
    expect(
      refusalCopy({ noun: 'booking', status: 'pending-cancellation', eventType: 'booking.requestCancellation' }),
    ).toBe('Request cancellation is not available while this booking is pending cancellation.');
  });

  it('[MKT-045] no copy for any known guard, nor any fallback, is engine text', () => {
    for (const [guard, copy] of Object.entries(GUARD_REFUSAL_COPY)) {
      expect(isEngineText(copy), guard).toBe(false);
      expect(
        isEngineText(
          refusalCopy({
            noun: 'trip',
            status: 'ready-to-confirm',
            eventType: 'trip.markReadyToConfirm',
            guards: [guard],
          }),
        ),
      ).toBe(false);
    }
    expect(
      isEngineText(
        refusalCopy({ noun: 'trip', status: 'live', eventType: 'trip.approvePricing', guards: ['unknownGuard'] }),
      ),
    ).toBe(false);
    expect(isEngineText("'trip.approve' is not possible when the trip is live.")).toBe(true);
    expect(isEngineText('refused by canAcceptAgreement')).toBe(true);
    // Each sign of engine text on its own.
    expect(isEngineText("Could not send 'trip.approve'.")).toBe(true);
    expect(isEngineText('Refused By the machine.')).toBe(true);
    expect(isEngineText('Blocked by canAcceptAgreement')).toBe(true);
    expect(isEngineText('Approve is not possible when the trip is live')).toBe(true);
    expect(isEngineText('Not allowed (status ready-to-confirm)')).toBe(true);
    expect(isEngineText('Only the trip’s host can confirm it. Status: live.')).toBe(false);
  });
});
