// The Manage Booking success route (MBK-055..058): the title by the balance ('Payment Complete', 'Changes Confirmed',
// 'Trip Balance Updated', 'Refund Processing'), then back to the editing view or the trip.
import { selectSuccessTitle } from '@caravan/machines';
import { Button, Card } from '@caravan/ui';
import { useLocation } from 'wouter';
import { manageBookingPath, tripPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { ManageBookingActor } from '../manage-booking/manage-booking-actor.js';

export function SuccessPage() {
  const { trip, booking } = useTrip();
  const manage = ManageBookingActor.useActorRef();
  const [, navigate] = useLocation();
  const title = ManageBookingActor.useSelector(selectSuccessTitle);
  const leave = (to: string) => {
    navigate(to);
    manage.send({ type: 'manageBooking.finished' });
  };
  return (
    <div className="tv-Checkout-page tv-Success">
      <Card tone="brand">
        <p className="tv-Success-icon" aria-hidden="true">
          ✓
        </p>
        <h1 className="tv-PageTitle">{title ?? 'Booking updated'}</h1>
        <p>
          Your booking {booking?.orderId} for {trip.name} is up to date. We have e-mailed you a receipt with the
          details.
        </p>
        <div className="tv-Actions">
          <Button onPress={() => leave(manageBookingPath(trip.id))}>Back to Manage Booking</Button>
          <Button variant="secondary" onPress={() => leave(tripPath(trip.id, 'trip-overview'))}>
            Trip Overview
          </Button>
        </div>
      </Card>
    </div>
  );
}
