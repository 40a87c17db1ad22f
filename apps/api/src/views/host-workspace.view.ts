// What a host reads of their trip in the workspace (WSP-004, HAP-044): the trip, the shell the domain decides (tabs,
// landing, read-only alert), the status panel (§4.3, §4.4), the editable itinerary items and the originating request.
import {
  HOST_TRIP_CANCELLATION_REASONS,
  HOST_TRIP_DETAIL_TABS,
  HOST_TRIP_PAGE_STATUSES,
  HOST_TRIP_TIMELINE_STAGES,
  PUBLISH_STATUSES,
  TRIP_REQUEST_STATUSES,
  TRIP_STATUSES,
  type HostTripDetailTabKey,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

const EDITABLE_TYPES = ['INFORMAL_GATHERING', 'WORKSHOP_SPACE'] as const;

/** One editable item on a trip day (WSP-005): `_id` is the trip's day entry, so a trip's edits never touch another's. */
export const hostWorkspaceServiceView = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    description: z.string(),
    type: z.enum(EDITABLE_TYPES),
    dayIndex: z.number().int().nonnegative(),
    removed: z.boolean(),
    deleted: z.boolean(),
    acceptedByHost: z.boolean().optional(),
    hoursRequested: z.number().int().nonnegative().optional(),
    hoursAvailable: z.number().nonnegative().optional(),
  })
  .strict()
  .openapi('HostWorkspaceService');
export type HostWorkspaceServiceView = z.infer<typeof hostWorkspaceServiceView>;

const tabView = z
  .object({
    key: z.enum(HOST_TRIP_DETAIL_TABS.map((t) => t.key) as [HostTripDetailTabKey, ...HostTripDetailTabKey[]]),
    label: z.string(),
    route: z.string().nullable(),
    href: z.string(),
    enabled: z.boolean(),
  })
  .strict();

export const hostWorkspaceView = z
  .object({
    trip: z
      .object({
        id: z.uuid(),
        shortId: z.string(),
        name: z.string(),
        destination: z.string(),
        country: z.string(),
        status: z.enum(TRIP_STATUSES),
        publishStatus: z.enum(PUBLISH_STATUSES),
        publishRequest: z.iso.datetime().nullable(),
        /** When the host accepted the services agreement (WSP-020), or null before. */
        termsAcceptedAt: z.iso.datetime().nullable(),
        startDate: z.iso.date(),
        endDate: z.iso.date(),
        dayCount: z.number().int().positive(),
        launchDate: z.iso.datetime().nullable(),
        tripPath: z.string().nullable(),
        tripSummary: z.string(),
        categories: z.array(z.string()),
        maximumSpots: z.number().int(),
        hasHostCompletedPromoteTutorial: z.boolean(),
        /** Always false here: a trip request lives in trip_requests until its trip is made (WSP-013). */
        isTripRequest: z.boolean(),
        /** Why a cancelled trip was cancelled, as the host reads it (TRP-007); null unless cancelled. */
        cancellationReason: z.enum(HOST_TRIP_CANCELLATION_REASONS).nullable(),
      })
      .strict(),
    shell: z
      .object({
        tabsHidden: z.boolean(),
        tabs: z.array(tabView),
        landing: z.string(),
        readOnly: z.boolean(),
        lockedAlert: z.object({ title: z.string(), description: z.string() }).strict().nullable(),
      })
      .strict(),
    statusPanel: z
      .object({
        tripPageStatus: z.enum(HOST_TRIP_PAGE_STATUSES),
        publishBadge: z.string(),
        timelineStage: z.enum(HOST_TRIP_TIMELINE_STAGES.map((s) => s.key) as [string, ...string[]]).nullable(),
        timeline: z.array(
          z.object({ key: z.string(), label: z.string(), description: z.string(), current: z.boolean() }).strict(),
        ),
      })
      .strict(),
    servicesByDay: z.array(z.array(hostWorkspaceServiceView)),
    request: z
      .object({
        id: z.uuid(),
        status: z.enum(TRIP_REQUEST_STATUSES),
        selectedPackage: z.string().nullable(),
        startDate: z.iso.date(),
        additionalRequests: z.string(),
        companions: z.number().int().nonnegative(),
        hostRooms: z.number().int().nonnegative(),
        prePost: z
          .array(z.string())
          .openapi({ description: 'The pre/post-trip stays (with their dates) and transfers requested (CAT-056)' }),
        createdAt: z.iso.datetime(),
      })
      .strict()
      .nullable(),
  })
  .strict()
  .openapi('HostWorkspace');
export type HostWorkspaceView = z.infer<typeof hostWorkspaceView>;
