// /app/host/home/progress: the welcome of a host with no trips yet (HOM-004, HOM-005), chosen by the domain's rule.
import { HOME_MESSAGES, homeWelcome } from '@caravan/domain';
import { Card, Link, PageHeader, Spinner } from '@caravan/ui';
import { HomeModals } from './home/HomeModals.js';
import { useHostState } from './useHost.js';

/**
 * DECIDE: the welcome's body and button copy. The spec gives the titles; the survey-first body repeats its rule that
 * 100 survey responses unlock itineraries (LVL-017), and the buttons name where they lead.
 */
export const WELCOME_COPY = {
  surveyFirst: {
    body: 'Survey your audience to learn where they want to go. Collect at least 100 survey responses to unlock itineraries.',
    action: 'Go to My Audience',
  },
  findTrip: {
    body: 'Browse the itineraries your level unlocks and request the trip your audience wants.',
    action: 'Browse Itineraries',
  },
} as const;

export function HostWelcomePage() {
  const { state, loading } = useHostState();
  if (loading)
    return (
      <>
        <h1 className="pt-visually-hidden">Home</h1>
        <Spinner label="Loading your welcome" />
      </>
    );
  // A failed read of the host record counts as no record: the survey-first welcome (HOM-004).
  const welcome = homeWelcome(state ? { level: state.level } : null);
  const copy = welcome.title === HOME_MESSAGES.surveyFirstWelcome ? WELCOME_COPY.surveyFirst : WELCOME_COPY.findTrip;
  return (
    <>
      <PageHeader eyebrow="Host Portal" title={welcome.title} />
      <HomeModals />
      <Card tone="brand" title="Welcome to Caravan" className="hs-Welcome">
        <p>{copy.body}</p>
        <Link href={welcome.href} variant="button">
          {copy.action}
        </Link>
      </Card>
    </>
  );
}
