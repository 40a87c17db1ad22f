// Page object of the alternatives card in the operator's itinerary builder (Review trip/itinerary tab).
import type { Locator, Page } from '@playwright/test';

export class OperatorAlternativesPage {
  constructor(readonly page: Page) {}
  card(): Locator {
    return this.page.getByRole('region', { name: 'Accommodation alternatives' });
  }
  range(days: string): Locator {
    return this.card().getByRole('region', { name: days });
  }
  alternative(days: string, name: string): Locator {
    return this.range(days).getByRole('listitem', { name });
  }
  dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }
}
