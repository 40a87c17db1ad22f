// The in-app banner of a spot offered from the waitlist (MKT-046): when the hold ends and a "Pay deposit" button
// that takes the spot; after the window it says the spot passed on. Shown only on a waitlisted booking.
import { WAITLIST_OFFER_WINDOW_HOURS } from '@caravan/domain';
import { Alert, Button, Card, Select } from '@caravan/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.js';
import { SANDBOX_CARDS } from '../manage-booking/sandbox-cards.js';
import { useTrip } from '../shell/TripContext.js';
import { acceptWaitlistOffer, fetchWaitlistOffer, waitlistOfferQueryKey } from './waitlist-offer-api.js';

/** The hold's end in the traveler's own time zone, with the date: "Tue, Dec 1, 10:00 AM". */
const holdEnd = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const APPROVED_CARDS = SANDBOX_CARDS.map((c) => ({ id: c.id, label: c.label }));

export function WaitlistOfferBanner() {
  const { booking, reload } = useTrip();
  const bookingId = booking?.status === 'waitlist' ? booking._id : null;
  const query = useQuery({
    queryKey: waitlistOfferQueryKey(bookingId ?? 'none'),
    queryFn: ({ signal }) => fetchWaitlistOffer(bookingId ?? '', signal),
    enabled: bookingId !== null,
  });
  const [card, setCard] = useState<string>(APPROVED_CARDS[0]?.id ?? 'tok_visa');
  const accept = useMutation({
    mutationFn: () => acceptWaitlistOffer(bookingId ?? '', card),
    onSuccess: () => reload(),
  });
  const offer = query.data?.offer;
  if (!bookingId || !offer) return null;
  if (offer.status === 'expired' || (offer.status === 'offered' && !offer.open))
    return (
      <Alert tone="info" title="The held spot passed on">
        The hold on the spot offered to you ended before the deposit was paid, so it went to the next traveler on the
        waitlist. You keep your place if the host has another spot for you.
      </Alert>
    );
  if (offer.status !== 'offered') return null;
  const error =
    accept.error instanceof ApiError ? accept.error.message : accept.error ? 'The payment failed. Try again.' : null;
  return (
    <Card tone="brand" title="A spot opened for you" className="tv-WaitlistOffer">
      <p>
        <strong>
          {offer.spots === 1 ? 'A spot' : `${offer.spots} spots`} opened up and {offer.spots === 1 ? 'is' : 'are'} held
          for you until {holdEnd(offer.expiresAt)}.
        </strong>
      </p>
      <p>
        Pay the deposit before then to take {offer.spots === 1 ? 'it' : 'them'}. Holds last{' '}
        {WAITLIST_OFFER_WINDOW_HOURS} hours; after that the next traveler on the waitlist is offered the spot.
      </p>
      <Select
        label="Card"
        options={APPROVED_CARDS}
        selectedKey={card}
        onSelectionChange={(key) => setCard(String(key))}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button variant="primary" onPress={() => accept.mutate()} isPending={accept.isPending}>
        Pay deposit
      </Button>
    </Card>
  );
}
