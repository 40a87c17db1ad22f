// The airport-transfer flow (/transfer/{tripId}/…): its tabs, the per-leg travel details, vehicles, contact, payment.
import type { Locator, Page } from '@playwright/test';

export interface LegDetails {
  pickup: string;
  dropOff: string;
  date: string;
  time: string;
  passengers: string;
  hand: string;
  checked: string;
  flightNumber: string;
}

export class TransferPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(tripId: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/transfer/${tripId}`);
  }

  steps(): Locator {
    return this.page.getByRole('navigation', { name: 'Transfer steps' });
  }

  /** A leg's card on the travel-detail or vehicle tab, by its title. */
  leg(title: RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** Picks `option` in the react-aria Select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async fillLeg(title: RegExp, d: LegDetails): Promise<void> {
    const leg = this.leg(title);
    await this.choose(leg, 'Pickup', d.pickup);
    await this.choose(leg, 'Drop-off', d.dropOff);
    await leg.getByLabel('Pickup date').fill(d.date);
    await leg.getByLabel('Pickup time').fill(d.time);
    await leg.getByLabel('Passengers').fill(d.passengers);
    await leg.getByLabel('Hand luggage').fill(d.hand);
    await leg.getByLabel('Checked luggage').fill(d.checked);
    await leg.getByLabel('Flight number').fill(d.flightNumber);
  }

  summary(): Locator {
    return this.page.getByRole('complementary', { name: 'Your transfers' });
  }
}
