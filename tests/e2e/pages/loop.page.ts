// Steps of the marketplace loop that no other page object holds: the admin's trip page card for the publish review.
import type { Page } from '@playwright/test';

/** The admin trip page's 'Trip page' card (/admin/trips/{id}): the publish status and 'Pass page review'. */
export class AdminTripPageCard {
  constructor(readonly page: Page) {}

  card() {
    return this.page.getByRole('region', { name: 'Trip page' });
  }

  passReview() {
    return this.card().getByRole('button', { name: 'Pass page review', exact: true });
  }
}
