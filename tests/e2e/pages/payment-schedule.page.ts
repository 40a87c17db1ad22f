// The payment schedule (MKT-049) as a person reads it: the traveler's card on Trip Overview, and the booking form's
// deposit and balance rows on a public trip page.
import type { Locator, Page } from '@playwright/test';

/** An amount as the app writes it ("$6,957.00", "€500.00", "−$20.00"), in minor units. */
export const minorOf = (text: string): number => {
  const digits = text.replace(/[^0-9.]/g, '');
  const minor = Math.round(Number.parseFloat(digits) * 100);
  return text.includes('−') || text.includes('-') ? -minor : minor;
};

export class PaymentSchedulePage {
  constructor(private readonly page: Page) {}

  /** The traveler's card on Trip Overview. */
  card(): Locator {
    return this.page.getByRole('region', { name: 'Payment schedule' });
  }

  /** The schedule's rows: each label (a term) with its amount (its definition), in order. */
  async rows(): Promise<{ label: string; amount: number }[]> {
    const labels = await this.card().getByRole('term').allInnerTexts();
    const amounts = await this.card().getByRole('definition').allInnerTexts();
    return labels.map((label, i) => ({ label: label.trim(), amount: minorOf(amounts[i] ?? '') }));
  }

  /** The Remaining Balance card's figures: the amount due and "Paid so far". */
  async balanceCard(): Promise<{ due: number; paid: number }> {
    const card = this.page.getByRole('region', { name: 'Remaining Balance' });
    // The card's headline figure: the only line that is an amount alone.
    const due = minorOf(await card.getByText(/^\$[\d,]+\.\d{2}$/).innerText());
    const paidLine = await card.getByText(/^Paid so far:/).innerText();
    return { due, paid: minorOf(paidLine) };
  }

  /** The booking form's schedule of the quote (deposit today, balance due). */
  quoteSchedule(): Locator {
    return this.page.getByRole('list', { name: 'Your payment schedule' });
  }
}
