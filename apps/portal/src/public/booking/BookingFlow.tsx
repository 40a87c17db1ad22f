// The booking flow of the public page (MKT-005): travelers and rooms, the payment option and card, the account a
// visitor creates, the terms — the book-trip machine's view; the API call is its injected actor.
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import {
  type BookTripActorInput,
  type BookTripEvent,
  type BookTripResult,
  bookTripMachine,
  selectBookTripCanSubmit,
  selectBookTripPayment,
  selectBookTripQuote,
} from '@caravan/machines';
import { Alert, Button, Form, Radio, RadioGroup, Spinner, TextField } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { IdempotencyKeys } from '../../traveler/idempotency.js';
import { type PublicTrip, publicTripApi } from '../public-trip.api.js';
import { TravelerFields } from './TravelerFields.js';

/** Waits for who is signed in (a visitor gets the password field), then shows the form. */
export function BookingFlow({ trip }: { trip: PublicTrip }) {
  const profile = useQuery({
    queryKey: ['public', 'signed-in'],
    queryFn: ({ signal }) => publicTripApi.signedIn(signal),
  });
  if (profile.isPending) return <Spinner label="Preparing your booking…" />;
  const user = profile.data ?? null;
  return <BookingForm trip={trip} signedIn={user !== null && user.group === 'traveler'} customer={user} />;
}

type FormPatch = Extract<BookTripEvent, { type: 'form.change' }>['patch'];

interface Customer {
  firstName: string;
  lastName: string;
  email: string;
}

function BookingForm({ trip, signedIn, customer }: { trip: PublicTrip; signedIn: boolean; customer: Customer | null }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const keys = useMemo(() => new IdempotencyKeys(), []);
  const machine = useMemo(
    () =>
      bookTripMachine.provide({
        actors: {
          createBooking: fromPromise<BookTripResult, BookTripActorInput>(({ input }) =>
            keys.run('book-trip', input.request, (key) => publicTripApi.book(input.tripId, input.request, key)),
          ),
        },
      }),
    [keys],
  );
  const actor = useActorRef(machine, {
    input: {
      tripId: trip.id,
      packageLevel: trip.packages[0]?.level ?? 'standard',
      pricePerTraveler: trip.packages[0]?.pricePerTraveler ?? 0,
      singleSupplementPrice: trip.singleSupplement.price,
      currency: trip.currency,
      waitlist: trip.bookability.kind === 'waitlist',
      signedIn,
      customer: signedIn && customer ? customer : undefined,
    },
  });
  const context = useSelector(actor, (s) => s.context);
  const quote = useSelector(actor, selectBookTripQuote);
  const payment = useSelector(actor, selectBookTripPayment);
  const canSubmit = useSelector(actor, selectBookTripCanSubmit);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const result = useSelector(actor, (s) => s.context.result);
  const money = (minor: number) => formatMinor(minor, trip.currency as CurrencyCode);

  useEffect(() => {
    if (!result) return;
    // Now signed in as the traveler: nothing read as a visitor may show in the traveler app.
    queryClient.clear();
    navigate(result.travelerAppPath);
  }, [result, queryClient, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'booking.submit' });
  };
  const change = (patch: FormPatch) => actor.send({ type: 'form.change', patch });
  const waitlist = context.waitlist;

  return (
    <Form onSubmit={onSubmit} validationErrors={context.fieldErrors} aria-label="Book this trip">
      {context.error ? (
        <Alert tone="danger" title={waitlist ? 'We could not add you to the waitlist' : 'Your booking was not made'}>
          {context.error}
        </Alert>
      ) : null}
      {context.travelers.map((traveler, index) => (
        <TravelerFields
          // biome-ignore lint/suspicious/noArrayIndexKey: travelers are positional (the first is the customer).
          key={index}
          index={index}
          traveler={traveler}
          lockedEmail={signedIn && index === 0}
          privateRoomsOffered={!waitlist && trip.singleSupplement.roomsLeft > 0}
          supplement={money(trip.singleSupplement.price)}
          onChange={(patch) => actor.send({ type: 'traveler.change', index, patch })}
          onRemove={index > 0 ? () => actor.send({ type: 'traveler.remove', index }) : undefined}
        />
      ))}
      <Button variant="secondary" onPress={() => actor.send({ type: 'traveler.add' })}>
        Add a traveler
      </Button>

      {signedIn ? null : (
        <TextField
          label="Create a password"
          description="Your Caravan account uses the first traveler's email. Already have one? Use its password."
          type="password"
          autoComplete="new-password"
          name="account.password"
          value={context.password}
          onChange={(password) => change({ password })}
          isRequired
        />
      )}

      {waitlist ? (
        <p>Nothing is charged now: the host contacts you if a spot opens.</p>
      ) : (
        <>
          <RadioGroup
            label="Payment"
            value={context.paymentOption}
            onChange={(value) => change({ paymentOption: value as typeof context.paymentOption })}
            variant="cards"
          >
            <Radio value="minimum" detail={money(quote.deposit)}>
              Deposit
            </Radio>
            <Radio value="full" detail={money(quote.total)}>
              Pay in full
            </Radio>
            <Radio value="custom" detail={`From ${money(quote.customMinimum)}`}>
              Another amount
            </Radio>
          </RadioGroup>
          {context.paymentOption === 'custom' ? (
            <TextField
              label="Amount to pay now"
              inputMode="decimal"
              name="paymentAmount"
              value={context.customAmount === undefined ? '' : String(context.customAmount / 100)}
              onChange={(text) => {
                const major = Number(text.replace(/[,$\s]/g, ''));
                change({
                  customAmount: text.trim() === '' || Number.isNaN(major) ? undefined : Math.round(major * 100),
                });
              }}
              {...(payment.ok ? {} : { errorMessage: payment.error, isInvalid: true })}
            />
          ) : null}
          <TextField
            label="Card number"
            description="Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
            inputMode="numeric"
            autoComplete="cc-number"
            name="cardToken"
            value={context.cardToken}
            onChange={(cardToken) => change({ cardToken })}
            isRequired
          />
        </>
      )}

      <dl className="pt-Booking-summary" aria-label="Price summary">
        <dt>
          {quote.travelers} traveler{quote.travelers === 1 ? '' : 's'}
        </dt>
        <dd>{money(quote.travelAmount)}</dd>
        {quote.privateRooms ? (
          <>
            <dt>Private rooms ({quote.privateRooms})</dt>
            <dd>{money(quote.singleSupplementTotal)}</dd>
          </>
        ) : null}
        <dt>Trip total</dt>
        <dd>{money(quote.total)}</dd>
        {waitlist ? null : (
          <>
            <dt>Paying now</dt>
            <dd>{payment.ok ? money(payment.amount) : '—'}</dd>
          </>
        )}
      </dl>

      <label className="pt-Booking-terms">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={context.termsAccepted}
          onChange={(e) => change({ termsAccepted: e.currentTarget.checked })}
        />
        <span>I accept the booking terms and the cancellation policy.</span>
      </label>

      <Button type="submit" size="lg" isPending={submitting} isDisabled={!canSubmit}>
        {waitlist ? 'Join the waitlist' : payment.ok ? `Pay ${money(payment.amount)} and book` : 'Book'}
      </Button>
    </Form>
  );
}
