// Host onboarding (/app/host/onboarding), the profile editor (/app/host/public-profile/edit) and Refer-a-Friend.
import type { Locator, Page } from '@playwright/test';

export class HostOnboardingPage {
  constructor(readonly page: Page) {}

  stepper(): Locator {
    return this.page.getByRole('list', { name: 'Onboarding steps' });
  }
  currentStep(): Locator {
    return this.stepper().locator('[aria-current="step"]');
  }
  /** A platform's connect button, found even while a dialog hides the page from the accessibility tree. */
  platformButton(label: string): Locator {
    return this.page.locator('.ob-Platforms button', { hasText: label });
  }
  next(): Locator {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }
}

export class HostProfileEditorPage {
  constructor(readonly page: Page) {}

  editButton(field: string): Locator {
    return this.page.getByRole('button', { name: `Edit ${field}`, exact: true });
  }
  editor(field: string): Locator {
    return this.page.getByRole('dialog', { name: `Edit ${field}` });
  }
  save(): Locator {
    return this.page.getByRole('region', { name: 'Save changes' }).getByRole('button', { name: 'Save' });
  }
  field(field: string): Locator {
    return this.page.getByRole('region', { name: field, exact: true });
  }
}
