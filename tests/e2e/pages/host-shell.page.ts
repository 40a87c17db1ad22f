// The host area's frame (/app/host/…): the sidebar's action and level card, the Share modal, navigation and tab bar.
import type { Locator, Page } from '@playwright/test';

export class HostShellPage {
  constructor(readonly page: Page) {}

  sidebar(): Locator {
    return this.page.getByRole('complementary', { name: 'Host' });
  }

  levelCard(): Locator {
    return this.sidebar().getByRole('region', { name: 'Host level' });
  }

  /** The level card's rows, as read: 'Level ZERO', 'Level ONE (your level)', … */
  async levelNames(): Promise<string[]> {
    return (await this.levelCard().getByRole('listitem').allTextContents()).map((t) => t.replace(/^\W+/u, '').trim());
  }

  currentLevel(): Locator {
    return this.levelCard().locator('[aria-current="step"]');
  }

  mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  tabBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Product tabs' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  shareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Share Profile' });
  }
}
