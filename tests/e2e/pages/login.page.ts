// The sign-in page (/login): the first step of every signed-in journey.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../apps/api/src/db/seed/demo-accounts.js';
import type { CaravanProcess } from '../support/server.js';

export class LoginPage {
  constructor(
    readonly page: Page,
    readonly server: CaravanProcess,
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.server.url}/login${query}`);
  }

  /** Fills the form and submits; resolves once the browser has left /login. */
  async submit(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open();
    await this.submit(email, password);
    await this.page.waitForURL((u) => u.pathname !== '/login');
  }
}
