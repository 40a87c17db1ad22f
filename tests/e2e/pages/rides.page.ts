// The itinerary's ground-transfers card (RID-004..006) and a ride's details dialog (RID-007): rows by stage, their
// details button, and the dialog's actions (edit, cancel, rebook).
import type { Page } from '@playwright/test';

export type RideStage = 'Arrival' | 'Departure';

export class RidesCard {
  constructor(readonly page: Page) {}

  card() {
    return this.page.getByRole('region', { name: 'Ground transfers' });
  }

  row(stage: RideStage) {
    return this.card().getByRole('listitem', { name: new RegExp(`^${stage} transfer `) });
  }

  dialog(stage: RideStage) {
    return this.page.getByRole('dialog', { name: new RegExp(`^${stage} transfer `) });
  }

  /** From the trip's tabs, opens the itinerary where the card lives. */
  async openItinerary(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();
  }

  /** Opens the details dialog of the ride of `stage`. */
  async openRide(stage: RideStage) {
    await this.row(stage)
      .getByRole('button', { name: /^Details of ride/ })
      .click();
    return this.dialog(stage);
  }
}
