// The launch stepper's routes inside a trip's workspace, and the preview frame's source.
import { HOST_TRIP_PREVIEW_ROUTE } from '@caravan/domain';

/** DECIDE: the stepper lives at …/launch, the 'Launch (tutorial step)' the spec lists beside the tabs. */
export const LAUNCH_STEPPER_ROUTE = '/launch';
/** DECIDE: the tips page is where the stepper continues once the launch is scheduled or left for later. */
export const LAUNCH_TIPS_ROUTE = '/launch/tips';
export { HOST_TRIP_PREVIEW_ROUTE };

/** The API's frameable page of the host's own trip (the public /trips/… page may not be framed). */
export const tripPreviewSource = (tripId: string) => `/api/me/pages/host-trips/${tripId}/preview`;
