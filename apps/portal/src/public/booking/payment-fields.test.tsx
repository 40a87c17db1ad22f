// The booking form's payment step as the book-trip machine drives it (PAY-008): the Affirm choice appears only when
// the domain offers it (a US booker, an amount Affirm finances), and Affirm replaces the card field.
import { bookTripMachine, selectBookTripAffirmOffered } from '@caravan/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { PaymentFields } from './PaymentFields.js';

type Snap = ReturnType<typeof initialTransition<typeof bookTripMachine>>[0];
const start = (): Snap =>
  initialTransition(bookTripMachine, {
    tripId: 't-1',
    packageLevel: 'standard',
    pricePerTraveler: 465_000,
    singleSupplementPrice: 45_000,
    currency: 'USD',
    waitlist: false,
    signedIn: true,
    customer: { firstName: 'Ana', lastName: 'Visitor', email: 'ana@example.com' },
  })[0];
const change = (s: Snap, patch: Record<string, unknown>): Snap =>
  transition(bookTripMachine, s, { type: 'form.change', patch })[0];

const render = (s: Snap) =>
  renderToStaticMarkup(
    <PaymentFields
      context={s.context}
      deposit="$500.00"
      total="$4,650.00"
      customMinimum="$500.00"
      customError={null}
      affirmOffered={selectBookTripAffirmOffered(s)}
      onChange={() => {}}
    />,
  );

describe('booking payment step', () => {
  it('[PAY-008] offers Affirm to a US booker and hides it for another country', () => {
    expect(render(start())).toContain('Pay over time');
    const abroad = render(change(start(), { countryCode: 'GB' }));
    expect(abroad).not.toContain('Pay over time');
    expect(abroad).toContain('Card number');
  });

  it("[PAY-008] paying with Affirm replaces the card field with the step on Affirm's page", () => {
    const html = render(change(start(), { payWith: 'affirm' }));
    expect(html).not.toContain('Card number');
    expect(html).toContain('You will approve the payment on Affirm&#x27;s page');
  });
});
