// The operator's trip screens (/app/operator/trips/…): the trips sidebar, the step tabs, the pricing form.
import type { Locator, Page } from '@playwright/test';

export class OperatorTripPage {
  constructor(readonly page: Page) {}

  sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Trips' });
  }

  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Trip steps' });
  }

  tab(name: string): Locator {
    return this.tabs().getByRole('link', { name });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  summary(): Locator {
    return this.page.getByRole('region', { name: 'Host request' });
  }

  breakdown(): Locator {
    return this.page.getByRole('region', { name: 'Cost breakdown' });
  }
}
