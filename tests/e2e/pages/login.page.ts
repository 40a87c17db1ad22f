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

  /**
   * Signs in through the API the login form calls, in the page's context (its cookie jar is the context's), then
   * opens the root, which sends a signed-in user home as the form's redirect does. For journeys whose subject is not
   * the login page: the form itself is proven by sign-in.e2e.ts, and skipping it saves each journey a page load and
   * an axe run on a busy CI machine.
   */
  async signInByApi(email: string, password = DEMO_PASSWORD): Promise<void> {
    const response = await this.page.context().request.post(`${this.server.url}/api/authentication/login`, {
      data: { email, password },
      headers: { Origin: this.server.url },
    });
    if (!response.ok()) throw new Error(`Sign-in of ${email} answered ${response.status()}: ${await response.text()}`);
    await this.page.goto(`${this.server.url}/`);
    await this.page.waitForURL((u) => u.pathname !== '/');
  }
}
