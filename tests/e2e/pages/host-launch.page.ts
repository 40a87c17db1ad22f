// The launch stepper of a host's trip (/app/host/trips/{id}/launch), its welcome modal, tips page and Trip Preview.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export class HostLaunchPage {
  constructor(readonly page: Page) {}

  steps(): Locator {
    return this.page.getByRole('list', { name: 'Launch steps' });
  }

  stepHeading(): Locator {
    return this.page.locator('#ws-launch-step');
  }

  welcomeModal(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The launch card in the configuration's aside. */
  launchCard(): Locator {
    return this.page.getByRole('region', { name: 'Launch your trip page' });
  }

  previewFrame(): FrameLocator {
    return this.page.frameLocator('iframe[title="Trip page preview"]');
  }

  bio(): Locator {
    return this.page.getByRole('textbox', { name: 'Bio' });
  }

  next(): Locator {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }

  saveProfile(): Locator {
    return this.page.getByRole('button', { name: 'Save and continue' });
  }

  launchDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  }

  /** A toast of a tone ('danger', 'success') holding `text`. */
  toast(tone: string, text: string): Locator {
    return this.page.locator(`.cv-Toast[data-tone="${tone}"]`).filter({ hasText: text });
  }

  /** Walks the welcome modal to its end (its 'Step i of n' line says where it is), returning its steps' titles. */
  async walkWelcomeModal(): Promise<string[]> {
    const modal = this.welcomeModal();
    const counter = (await modal.getByText(/^Step 1 of \d+$/).textContent()) ?? '';
    const count = Number(counter.replace(/^Step 1 of /, ''));
    const titles: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      await expect(modal.getByText(`Step ${i} of ${count}`, { exact: true })).toBeVisible();
      titles.push((await modal.getByRole('heading').first().textContent()) ?? '');
      await modal.getByRole('button', { name: i === count ? "Let's go" : 'Next' }).click();
    }
    await expect(modal).toHaveCount(0);
    return titles;
  }
}
