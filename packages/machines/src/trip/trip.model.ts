// Sample events that explore the trip lifecycle, for its model-based test and its story.
import type { TripStatus } from '@caravan/domain';
import { defineMachineModel } from '../shared/model.js';
import { tripMachine } from './trip.machine.js';
import type { TripActor, TripRecord } from './trip.types.js';

const now = new Date('2026-11-21T12:00:00Z');
const host: TripActor = { group: 'host', role: 'host-primary' };
const operator: TripActor = { group: 'operator' };
const admin: TripActor = { group: 'admin' };
const system: TripActor = { group: 'system' };

const stored = (status: TripStatus, extra: Partial<TripRecord> = {}): { type: 'trip.synced'; trip: TripRecord } => ({
  type: 'trip.synced',
  trip: { status, publishStatus: 'marketing', launchDate: new Date('2026-12-01T14:00:00Z'), ...extra },
});

export const tripModel = defineMachineModel({
  id: 'trip',
  title: 'Trip lifecycle',
  machine: tripMachine,
  input: { tripId: 'trip-1', now, status: 'created', publishStatus: 'marketing' },
  events: {
    'trip.approve': [{ type: 'trip.approve', actor: operator, operatorTerms: true }],
    'trip.approvePricing': [{ type: 'trip.approvePricing', actor: admin }],
    'trip.acceptAgreement': [{ type: 'trip.acceptAgreement', actor: host }],
    'trip.publish': [{ type: 'trip.publish', actor: host }],
    'trip.launch': [{ type: 'trip.launch', actor: system }],
    'trip.markReadyToConfirm': [{ type: 'trip.markReadyToConfirm', actor: system }],
    'trip.confirm': [
      { type: 'trip.confirm', actor: host, selectedSpots: 4, minimumTripThreshold: 4 },
      { type: 'trip.confirm', actor: host, selectedSpots: 4, minimumTripThreshold: 4, launchNow: true },
    ],
    'trip.close': [{ type: 'trip.close', actor: system }],
    'trip.complete': [{ type: 'trip.complete', actor: system }],
    'trip.cancel': [{ type: 'trip.cancel', actor: admin, reason: 'provider-cancelled-force-majeure' }],
    'trip.submitTechnicalItinerary': [{ type: 'trip.submitTechnicalItinerary', actor: operator }],
    'trip.approveTechnicalItinerary': [{ type: 'trip.approveTechnicalItinerary', actor: admin }],
    'trip.synced': [
      stored('ready-to-confirm', { launchDate: null }),
      stored('ready-to-confirm', { launchDate: new Date('2026-11-01T14:00:00Z') }),
      stored('confirmed'),
      stored('confirmed', { operatorTechnicalItineraryApproved: true }),
      stored('confirmed', { operatorTechnicalItineraryApproved: true, adminTechnicalItineraryApproved: true }),
      stored('closed'),
      stored('closed', { operatorTechnicalItineraryApproved: true }),
      stored('closed', { operatorTechnicalItineraryApproved: true, adminTechnicalItineraryApproved: true }),
      stored('complete'),
      stored('cancelled', { internalCancellationReason: 'automatic-launch-overdue' }),
      stored('created'),
      stored('partner-approved'),
      stored('pricing-approved'),
      stored('host-approved'),
      stored('live'),
      stored('early-confirmed'),
      stored('host-approved', { launchDate: new Date('2026-11-20T09:00:00Z') }),
      stored('early-confirmed', { launchDate: new Date('2026-11-20T09:00:00Z') }),
    ],
    'trip.publishStatusChanged': [{ type: 'trip.publishStatusChanged', publishStatus: 'marketing' }],
    'clock.tick': [{ type: 'clock.tick', now }],
  },
});
