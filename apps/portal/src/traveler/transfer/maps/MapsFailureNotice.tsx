// What the travel-detail tab shows when the maps service fails: its title by when it failed, the service's own words.
import { Alert } from '@caravan/ui';

/** DECIDE: the titles say what the traveler can do; the body is the maps service's message as the spec words it. */
export const MAPS_FAILURE_TITLES = {
  load: "The map service isn't available right now",
  estimate: "We couldn't estimate the ride time for these places. Please try again.",
} as const;

/** The alert for a failed maps load (on opening the tab) or a failed estimate (on continuing). */
export function MapsFailureNotice({ when, message }: { when: keyof typeof MAPS_FAILURE_TITLES; message: string }) {
  return (
    <Alert tone={when === 'load' ? 'warning' : 'danger'} title={MAPS_FAILURE_TITLES[when]}>
      {message}
    </Alert>
  );
}
