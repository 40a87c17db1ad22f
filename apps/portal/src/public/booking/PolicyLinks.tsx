// MKT-033: the booking terms and the cancellation policy the form asks to accept, each opening in a dialog from the
// form (the same text as the trip page's sections), so the visitor never loses what was typed.
import { Button, DialogTrigger, ModalDialog } from '@caravan/ui';
import type { PublicTrip } from '../public-trip.api.js';
import { BookingTermsText, CancellationPolicyText } from '../trip-page/TripSections.js';

export function PolicyLinks({ trip }: { trip: PublicTrip }) {
  return (
    <div className="pt-Booking-policy-links">
      <DialogTrigger>
        <Button variant="quiet" size="sm">
          Read the booking terms
        </Button>
        <ModalDialog title="Booking terms" actions={({ close }) => <Button onPress={close}>Close</Button>}>
          <BookingTermsText trip={trip} />
        </ModalDialog>
      </DialogTrigger>
      <DialogTrigger>
        <Button variant="quiet" size="sm">
          Read the cancellation policy
        </Button>
        <ModalDialog title="Cancellation policy" actions={({ close }) => <Button onPress={close}>Close</Button>}>
          <CancellationPolicyText trip={trip} />
        </ModalDialog>
      </DialogTrigger>
    </div>
  );
}
