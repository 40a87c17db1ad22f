// /app/traveler: the Traveler Portal home (placeholder until the traveler screens arrive).
import { PortalWelcome } from '../shell/PortalWelcome.js';

/** Traveler Portal home. */
export function TravelerHomePage() {
  return (
    <PortalWelcome
      portal="Traveler Portal"
      description="Everything about your upcoming trips in one place."
      highlights={[
        { title: 'My Trips', body: 'Your bookings, payment schedule and trip details.' },
        { title: 'Travel info', body: 'Flights, passports and dietary needs for your host.' },
        { title: 'Add-ons', body: 'Upgrade your room or add travel insurance.' },
      ]}
    />
  );
}
