// /app/operator: the Operator Portal home (placeholder until the operator screens arrive).
import { PortalWelcome } from '../shell/PortalWelcome.js';

/** Operator Portal home. */
export function OperatorHomePage() {
  return (
    <PortalWelcome
      portal="Operator Portal"
      description="Build itineraries, manage inventory and approve trip requests."
      highlights={[
        { title: 'Itineraries', body: 'Design day-by-day itineraries with packages and pricing.' },
        { title: 'Inventory', body: 'Keep dates, rooms and single supplements in sync.' },
        { title: 'Trip requests', body: 'Review host requests and confirm their trips.' },
      ]}
    />
  );
}
