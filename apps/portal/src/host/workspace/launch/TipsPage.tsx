// …/launch/tips (WSP-049): where the launch stepper continues once the launch is scheduled or left for later.
import { TIPS_PAGE_HEADING } from '@caravan/domain';
import { Card, Link } from '@caravan/ui';
import { HOST_TRIP_TAB_ROUTES } from '@caravan/domain';

/** DECIDE: the spec gives only the heading; the tips are the three things that fill a trip in its first weeks. */
export const LAUNCH_TIPS = [
  'Share your trip page link on every channel where your audience follows you.',
  'Tell your audience the launch date ahead of time, so they are ready to book on day one.',
  'Answer questions quickly: travelers who hear back book sooner.',
] as const;

export function TipsPage({ base }: { base: string }) {
  return (
    <Card className="ws-LaunchStep">
      <h2>{TIPS_PAGE_HEADING}</h2>
      <ul>
        {LAUNCH_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="ws-ItemActions">
        <Link variant="button" href={`${base}${HOST_TRIP_TAB_ROUTES.configuration}`}>
          Back to configuration
        </Link>
      </div>
    </Card>
  );
}
