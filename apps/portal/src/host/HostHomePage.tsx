// /app/host: the Host Portal home (placeholder until the host screens arrive).
import { PortalWelcome } from '../shell/PortalWelcome.js';

/** Host Portal home. */
export function HostHomePage() {
  return (
    <PortalWelcome
      portal="Host Portal"
      description="Grow your audience, reserve an itinerary and fill your trip."
      highlights={[
        { title: 'My Audience', body: 'Survey your followers and see where they want to go.' },
        { title: 'Itineraries', body: 'Browse operator-run itineraries and request your trip.' },
        { title: 'My Trips', body: 'Configure your trip page, launch it and track bookings.' },
      ]}
    />
  );
}
