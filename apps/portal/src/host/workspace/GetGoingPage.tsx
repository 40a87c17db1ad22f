// /app/host/trips/get-going: the empty state of My Trips (WSP-008..010): a level ZERO host is told to unlock
// itineraries with survey responses and offered only 'Survey Audience'; others also 'Explore Itineraries'.
import { GET_GOING_HEADING, GET_GOING_LEVEL_ZERO_TEXT, getGoingActions } from '@caravan/domain';
import { Link, PageHeader, Spinner } from '@caravan/ui';
import { useHostState } from '../useHost.js';
import './workspace.css';

const ACTION_HREFS = {
  'explore-itineraries': '/app/host/itineraries',
  'survey-audience': '/app/host/audience/survey',
} as const;

export function GetGoingPage() {
  const { state, loading } = useHostState();
  if (loading)
    return (
      <div className="pt-PageLoading">
        <h1 className="pt-visually-hidden">{GET_GOING_HEADING}</h1>
        <Spinner size="lg" label="Loading…" />
      </div>
    );
  const level = state?.level ?? 0;
  return (
    <div className="ws-GetGoing">
      <PageHeader
        eyebrow="My Trips"
        title={GET_GOING_HEADING}
        description={
          level === 0 ? GET_GOING_LEVEL_ZERO_TEXT : 'Pick an itinerary for your audience, or ask them where to go.'
        }
      />
      <div className="ws-GetGoingActions">
        {getGoingActions(level).map((a) => (
          <Link key={a.key} href={ACTION_HREFS[a.key]} variant="button">
            {a.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
