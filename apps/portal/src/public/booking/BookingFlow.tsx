// The booking flow of the public page (MKT-005): travelers and rooms, the payment option and card or Affirm (PAY-008),
// the account a visitor creates, the terms — the book-trip machine's view; the API calls are its injected actors.
// Paying with Affirm leaves for Affirm's page with the draft in sessionStorage and comes back to this page.
// MKT-033: the submit button stays enabled; a refused submit names every problem beside its field and in a summary.
import { type CurrencyCode, formatMinor, formatPaymentDueDate, quotePaymentSchedule, tripToday } from '@caravan/domain';
import {
  type BookTripActorInput,
  type BookTripDraft,
  type BookTripEvent,
  type BookTripResult,
  type StartAffirmActorInput,
  bookTripMachine,
  selectBookTripAffirmOffered,
  selectBookTripCanSubmit,
  selectBookTripContext,
  selectBookTripDraft,
  selectBookTripFieldErrors,
  selectBookTripInFlight,
  selectBookTripPayment,
  selectBookTripProblems,
  selectBookTripQuote,
  selectBookTripRedirectingToAffirm,
  selectBookTripResult,
} from '@caravan/machines';
import { Alert, Button, Form, Spinner, TextField } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { IdempotencyKeys } from '../../traveler/idempotency.js';
import { type PublicTrip, publicTripApi } from '../public-trip.api.js';
import { AFFIRM_PASSWORD_RETYPE_NOTE, affirmDrafts, forgetAffirmReturn, readAffirmReturn } from './affirm-return.js';
import { CountryField } from './CountryField.js';
import { ErrorSummary } from './ErrorSummary.js';
import { PolicyLinks } from './PolicyLinks.js';
import { PaymentFields } from './PaymentFields.js';
import { TravelerFields } from './TravelerFields.js';

/**
 * The visitor's password is optional (decision 042): left empty, the booking makes the account without one and the
 * confirmation e-mail carries the link that sets it; an address that has an account still needs its password.
 */
export const GUEST_PASSWORD_DESCRIPTION =
  "Your Caravan account uses the first traveler's email. Leave this empty and we'll email you a link to choose one. Already have an account? Type its password.";

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
          startAffirmCheckout: fromPromise<{ redirectUrl: string }, StartAffirmActorInput>(({ input }) => {
            const { package: level, travelers, payment, countryCode } = input.request;
            const body = {
              package: level,
              travelers,
              countryCode,
              payment: {
                paymentOptionType: payment?.paymentOptionType ?? 'minimum',
                ...(payment?.paymentAmount === undefined ? {} : { paymentAmount: payment.paymentAmount }),
              },
              // Affirm sends the browser back to this page, which finishes the booking.
              returnPath: window.location.pathname,
            };
            return keys.run('affirm-checkout', body, (key) => publicTripApi.startAffirm(input.tripId, body, key));
          }),
        },
      }),
    [keys],
  );
  // Back from Affirm's page: the draft typed before leaving, and the token and outcome it sent back.
  const [affirmReturn] = useState(() => readAffirmReturn(window.location.search));
  const [draft] = useState(() => (affirmReturn ? affirmDrafts.load<BookTripDraft>(trip.id) : undefined));
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
      draft,
    },
  });
  const context = useSelector(actor, selectBookTripContext);
  const quote = useSelector(actor, selectBookTripQuote);
  const payment = useSelector(actor, selectBookTripPayment);
  const canSubmit = useSelector(actor, selectBookTripCanSubmit);
  const problems = useSelector(actor, selectBookTripProblems);
  const fieldErrors = useSelector(actor, selectBookTripFieldErrors);
  const summary = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  const submitting = useSelector(actor, selectBookTripInFlight);
  const result = useSelector(actor, selectBookTripResult);
  const affirmOffered = useSelector(actor, selectBookTripAffirmOffered);
  const affirmRedirect = useSelector(actor, selectBookTripRedirectingToAffirm);

  useEffect(() => {
    if (!affirmReturn) return;
    forgetAffirmReturn();
    actor.send({ type: 'affirm.returned', ...affirmReturn });
  }, [affirmReturn, actor]);

  useEffect(() => {
    if (!affirmRedirect) return;
    affirmDrafts.save(trip.id, selectBookTripDraft(actor.getSnapshot()));
    window.location.assign(affirmRedirect);
  }, [affirmRedirect, actor, trip.id]);
  const money = (minor: number) => formatMinor(minor, trip.currency as CurrencyCode);
  // MKT-049: the schedule of this quote and the chosen first payment (the deposit until a valid one is chosen).
  const firstPayment = payment.ok ? payment.amount : quote.deposit;
  const schedule = quotePaymentSchedule(
    { total: quote.total, deposit: firstPayment },
    trip.bookingsCloseOn,
    // The trip's today (decision 038): the schedule's first day is the date at the trip's place.
    tripToday(trip, new Date()),
  ).instalments;
  const firstLabel =
    schedule.length === 1 ? 'Full price today' : firstPayment === quote.deposit ? 'Deposit today' : 'Paying today';

  useEffect(() => {
    if (!result) return;
    affirmDrafts.clear(trip.id);
    // Now signed in as the traveler: nothing read as a visitor may show in the traveler app.
    queryClient.clear();
    navigate(result.travelerAppPath);
  }, [result, queryClient, navigate, trip.id]);

  // A refused submit moves focus to the summary, so the visitor (and a screen reader) learns what is missing.
  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) setRefusals((n) => n + 1);
    actor.send({ type: 'booking.submit' });
  };
  const change = (patch: FormPatch) => actor.send({ type: 'form.change', patch });
  const waitlist = context.waitlist;

  return (
    <Form onSubmit={onSubmit} validationErrors={fieldErrors} validationBehavior="aria" aria-label="Book this trip">
      {Object.keys(problems).length ? <ErrorSummary ref={summary} problems={problems} /> : null}
      {context.affirmCheckoutToken && !signedIn ? (
        <Alert tone="info" title="Affirm approved your payment">
          {AFFIRM_PASSWORD_RETYPE_NOTE}
        </Alert>
      ) : null}
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
      <CountryField value={context.countryCode} onChange={(countryCode) => change({ countryCode })} />

      {signedIn ? null : (
        <TextField
          label="Choose a password (optional)"
          description={GUEST_PASSWORD_DESCRIPTION}
          type="password"
          autoComplete="new-password"
          name="account.password"
          value={context.password}
          onChange={(password) => change({ password })}
        />
      )}

      {waitlist ? (
        <p>Nothing is charged now: the host contacts you if a spot opens.</p>
      ) : (
        <PaymentFields
          context={context}
          deposit={money(quote.deposit)}
          total={money(quote.total)}
          customMinimum={money(quote.customMinimum)}
          customError={payment.ok ? null : payment.error}
          affirmOffered={affirmOffered}
          onChange={change}
        />
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

      {waitlist ? null : (
        <ol className="pt-Schedule" aria-label="Your payment schedule">
          {schedule.map((row, i) => (
            <li key={row.dueOn}>
              <span>{i > 0 ? `Balance due ${formatPaymentDueDate(row.dueOn)}` : firstLabel}</span>
              <strong>{money(row.amount)}</strong>
            </li>
          ))}
        </ol>
      )}

      <div>
        <label className="pt-Booking-terms">
          <input
            type="checkbox"
            name="termsAccepted"
            checked={context.termsAccepted}
            aria-invalid={fieldErrors.termsAccepted ? true : undefined}
            aria-describedby={fieldErrors.termsAccepted ? 'terms-error' : undefined}
            onChange={(e) => change({ termsAccepted: e.currentTarget.checked })}
          />
          <span>I accept the booking terms and the cancellation policy.</span>
        </label>
        {fieldErrors.termsAccepted ? (
          <p id="terms-error" className="pt-Booking-terms-error">
            {fieldErrors.termsAccepted}
          </p>
        ) : null}
        <PolicyLinks trip={trip} />
      </div>

      {/* Never disabled (MKT-033): a submit of an incomplete form shows what is missing. */}
      <Button type="submit" size="lg" isPending={submitting}>
        {submitLabel(context, payment.ok ? money(payment.amount) : null)}
      </Button>
    </Form>
  );
}

/** The submit button's words: the waitlist, Affirm's two steps, or the card's amount. */
function submitLabel(
  context: { waitlist: boolean; payWith: 'card' | 'affirm'; affirmCheckoutToken: string | null },
  amount: string | null,
) {
  if (context.waitlist) return 'Join the waitlist';
  if (context.payWith === 'affirm')
    return context.affirmCheckoutToken ? 'Finish booking with Affirm' : 'Continue to Affirm';
  return amount ? `Pay ${amount} and book` : 'Book';
}
