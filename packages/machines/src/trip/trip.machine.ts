// Trip lifecycle (operator-and-inventory §4 Trip statuses, host-and-platform §4.1-§4.5): from request to complete or
// cancelled, with who may send each event and the technical itinerary once confirmed. The API asks `can(event)` from
// the stored status and persists `tripStatusOf` and the context fields of the state it returns.
import {
  buildHostTripPath,
  HOST_APP_PATH,
  hostTripCancellationReason,
  servicesAgreementAcceptancePatch,
  submitTechnicalItineraryPatch,
  type TripStatus,
} from '@caravan/domain';
import { assign, emit, setup } from 'xstate';
import { tripGuards } from './trip.guards.js';
import type { TripContext, TripEmitted, TripEvent, TripInput, TripRecord } from './trip.types.js';

const fromRecord = (r: TripRecord) => ({
  status: r.status,
  launchDate: r.launchDate ?? null,
  publishStatus: r.publishStatus ?? 'pending',
  publishRequest: r.publishRequest ?? null,
  operatorTechnicalItineraryApproved: r.operatorTechnicalItineraryApproved ?? false,
  adminTechnicalItineraryApproved: r.adminTechnicalItineraryApproved ?? false,
  cancellationReason: r.status === 'cancelled' ? hostTripCancellationReason(r.internalCancellationReason) : null,
});

const enter = (status: TripStatus) => ({ type: 'setStatus' as const, params: { status } });
const route = (status: TripStatus, target: string) => ({
  guard: { type: 'storedStatusIs' as const, params: { status } },
  target,
  description: `The stored status is ${status}.`,
});

export const tripMachine = setup({
  types: {
    context: {} as TripContext,
    events: {} as TripEvent,
    input: {} as TripInput,
    emitted: {} as TripEmitted,
  },
  guards: {
    ...tripGuards,
    canLaunchAndConfirm: (args) => tripGuards.canConfirm(args) && tripGuards.needsLaunchAndConfirm(args),
  },
  actions: {
    setStatus: assign((_, params: { status: TripStatus }) => ({ status: params.status })),
    recordPublishRequest: assign(({ context }) => ({
      publishRequest: servicesAgreementAcceptancePatch({ status: context.status }, context.now).publishRequest,
    })),
    navigateToAgreementSuccess: emit(({ context }) => ({
      type: 'trip.navigate' as const,
      to: buildHostTripPath(HOST_APP_PATH, context.tripId, 'success'),
    })),
    launchNow: assign(({ context }) => ({ launchDate: context.now })),
    recordCancellation: assign(({ event }) => ({
      cancellationReason: event.type === 'trip.cancel' ? hostTripCancellationReason(event.reason) : null,
    })),
    submitTechnicalItinerary: assign(() => submitTechnicalItineraryPatch()),
    approveTechnicalItinerary: assign({ adminTechnicalItineraryApproved: true }),
    sync: assign(({ event, context }) => (event.type === 'trip.synced' ? fromRecord(event.trip) : context)),
    setPublishStatus: assign(({ event, context }) =>
      event.type === 'trip.publishStatusChanged' ? { publishStatus: event.publishStatus } : context,
    ),
    tick: assign(({ event, context }) => (event.type === 'clock.tick' ? { now: event.now } : context)),
  },
}).createMachine({
  id: 'trip',
  description:
    'The trip lifecycle: an operator approves the request, the platform approves pricing, the host accepts the agreement, publishes and confirms; the platform closes, completes or cancels.',
  context: ({ input }) => ({ tripId: input.tripId, now: input.now, ...fromRecord(input) }),
  initial: 'resolving',
  on: {
    'trip.cancel': {
      guard: 'canCancel',
      target: '.cancelled',
      actions: 'recordCancellation',
      description:
        'TRP-007: the platform cancels a trip that is not complete, with a reason; automatic reasons come from the scheduler only.',
    },
    'trip.synced': {
      target: '.resolving',
      actions: 'sync',
      description: 'The stored trip was read again: the lifecycle re-routes from its status.',
    },
    'trip.publishStatusChanged': {
      actions: 'setPublishStatus',
      description: 'The publish status changed (publish machine): it decides whether the publish action goes live.',
    },
    'clock.tick': { actions: 'tick', description: 'Time moves on: launch-date rules read the new clock.' },
  },
  states: {
    resolving: {
      description: 'Reads the stored trip status to pick the starting state.',
      always: [
        route('created', 'created'),
        route('partner-approved', 'partnerApproved'),
        route('pricing-approved', 'pricingApproved'),
        route('host-approved', 'hostApproved'),
        route('live', 'live'),
        route('ready-to-confirm', 'readyToConfirm'),
        route('early-confirmed', 'earlyConfirmed'),
        ...(['confirmed', 'closed'] as const).flatMap((status) =>
          (['approved', 'submitted', 'notSubmitted'] as const).map((step) => ({
            guard: { type: 'storedStatusIs' as const, params: { status, technicalItinerary: step } },
            target: [`#trip.postConfirmation.lifecycle.${status}`, `#trip.postConfirmation.technicalItinerary.${step}`],
            description: `The stored status is ${status}, technical itinerary ${step}.`,
          })),
        ),
        route('complete', 'complete'),
        { target: 'cancelled', description: 'The stored status is cancelled.' },
      ],
    },
    created: {
      description: 'OPT-052: a trip created from a trip request awaits the operator review (New Trip Requests).',
      entry: enter('created'),
      on: {
        'trip.approve': {
          guard: 'canApprove',
          target: 'partnerApproved',
          description:
            'OPT-020: an operator approves the trip, after the confirmation and with the terms ticked: partner-approved.',
        },
      },
    },
    partnerApproved: {
      description: 'The operator approved the trip; the platform reviews its pricing.',
      entry: enter('partner-approved'),
      on: {
        'trip.approvePricing': {
          guard: 'canApprovePricing',
          target: 'pricingApproved',
          description: 'An admin approves the pricing: pricing-approved.',
        },
      },
    },
    pricingApproved: {
      description: 'Pricing is approved; the host reviews the price and accepts the services agreement.',
      entry: enter('pricing-approved'),
      on: {
        'trip.acceptAgreement': {
          guard: 'canAcceptAgreement',
          target: 'hostApproved',
          actions: ['recordPublishRequest', 'navigateToAgreementSuccess'],
          description:
            'WSP-018, WSP-020, WSP-021: the host accepts the agreement: host-approved, publishRequest recorded, then the success route.',
        },
      },
    },
    hostApproved: {
      description: 'The host accepted the agreement: the trip page is in marketing, collecting emails before launch.',
      entry: enter('host-approved'),
      on: {
        'trip.acceptAgreement': {
          guard: 'canAcceptAgreement',
          actions: ['recordPublishRequest', 'navigateToAgreementSuccess'],
          description: 'WSP-020: re-accepting updated terms keeps the status and records publishRequest.',
        },
        'trip.publish': {
          guard: 'canPublish',
          target: 'live',
          description: 'WSP-064: the host publishes a page no longer pending review: live.',
        },
        'trip.launch': {
          guard: 'canLaunch',
          target: 'live',
          description: 'MKT-013: the scheduled launch date and time has come: the scheduler makes the trip page live.',
        },
        'trip.confirm': {
          guard: 'canConfirm',
          target: 'earlyConfirmed',
          description: 'HBK-027: the host confirms enough spots before launch: early-confirmed.',
        },
      },
    },
    live: {
      description: 'The trip page is live and takes bookings.',
      entry: enter('live'),
      on: {
        'trip.acceptAgreement': {
          guard: 'canAcceptAgreement',
          actions: ['recordPublishRequest', 'navigateToAgreementSuccess'],
          description: 'WSP-020: re-accepting updated terms keeps the status live.',
        },
        'trip.markReadyToConfirm': {
          guard: 'canMarkReadyToConfirm',
          target: 'readyToConfirm',
          description: 'The trip reached its minimum bookings: ready-to-confirm.',
        },
      },
    },
    readyToConfirm: {
      description: 'Enough travelers booked: the host may confirm the trip.',
      entry: enter('ready-to-confirm'),
      on: {
        'trip.acceptAgreement': {
          guard: 'canAcceptAgreement',
          actions: ['recordPublishRequest', 'navigateToAgreementSuccess'],
          description: 'WSP-020: re-accepting updated terms keeps the status ready-to-confirm.',
        },
        'trip.confirm': [
          {
            guard: 'canLaunchAndConfirm',
            target: '#trip.postConfirmation.lifecycle.confirmed',
            actions: 'launchNow',
            description:
              "HBK-030: before the launch date, confirming goes through 'Launch and Confirm': the launch date is set to now, then confirmed.",
          },
          {
            guard: 'canConfirm',
            target: '#trip.postConfirmation.lifecycle.confirmed',
            description: 'HBK-027: the host confirms the selected spots reaching the minimum: confirmed.',
          },
        ],
      },
    },
    earlyConfirmed: {
      description: 'Confirmed by the host before the trip page went live.',
      entry: enter('early-confirmed'),
      on: {
        'trip.acceptAgreement': {
          guard: 'canAcceptAgreement',
          actions: ['recordPublishRequest', 'navigateToAgreementSuccess'],
          description: 'WSP-020: re-accepting updated terms keeps the status early-confirmed.',
        },
        'trip.launch': {
          guard: 'canLaunch',
          target: '#trip.postConfirmation.lifecycle.confirmed',
          description: 'MKT-013: the scheduled launch of an early-confirmed trip makes it confirmed, now live.',
        },
        'trip.publish': {
          guard: 'canPublish',
          target: '#trip.postConfirmation.lifecycle.confirmed',
          description: 'DECIDE: publishing an early-confirmed trip makes it confirmed (already confirmed, now live).',
        },
      },
    },
    postConfirmation: {
      type: 'parallel',
      description: 'The trip is confirmed: its booking lifecycle and its technical itinerary move independently.',
      on: {
        'trip.complete': {
          guard: 'canCloseOrComplete',
          target: 'complete',
          description: 'The trip has run: complete (from confirmed or closed).',
        },
      },
      states: {
        lifecycle: {
          description: 'Confirmed, then closed for new bookings.',
          initial: 'confirmed',
          states: {
            confirmed: {
              description: 'The trip is confirmed and still takes bookings.',
              entry: enter('confirmed'),
              on: {
                'trip.acceptAgreement': {
                  guard: 'canAcceptAgreement',
                  actions: ['recordPublishRequest', 'navigateToAgreementSuccess'],
                  description: 'WSP-020: re-accepting updated terms keeps the status confirmed.',
                },
                'trip.close': {
                  guard: 'canCloseOrComplete',
                  target: 'closed',
                  description: 'The trip closes for new bookings: closed.',
                },
              },
            },
            closed: {
              description: 'Closed for new bookings; the host can no longer edit the trip.',
              entry: enter('closed'),
            },
          },
        },
        technicalItinerary: {
          description:
            'OPT-044: the technical itinerary of a confirmed or closed trip: operator submits, admin approves.',
          initial: 'notSubmitted',
          states: {
            notSubmitted: {
              description: "The operator is offered 'Submit Technical Itinerary'.",
              on: {
                'trip.submitTechnicalItinerary': {
                  guard: 'canSubmitTechnicalItinerary',
                  target: 'submitted',
                  actions: 'submitTechnicalItinerary',
                  description: 'OPT-045: the operator submits: operatorTechnicalItineraryApproved becomes true.',
                },
              },
            },
            submitted: {
              description: "OPT-046: 'Technical Itinerary Submitted'; an admin reviews it.",
              on: {
                'trip.approveTechnicalItinerary': {
                  guard: 'canApproveTechnicalItinerary',
                  target: 'approved',
                  actions: 'approveTechnicalItinerary',
                  description: 'An admin approves: adminTechnicalItineraryApproved becomes true.',
                },
              },
            },
            approved: {
              description: 'Approved by the operator and the admin: trip services are locked (OPT-050).',
            },
          },
        },
      },
    },
    complete: { type: 'final', description: 'The trip has run (Complete).', entry: enter('complete') },
    cancelled: {
      type: 'final',
      description: 'The trip was cancelled, with a shown reason.',
      entry: enter('cancelled'),
    },
  },
});
