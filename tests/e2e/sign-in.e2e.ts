// Each demo account signs in through the real portal in Chromium and lands in its own app.
import { HOST_APP_ROUTES } from '@caravan/domain';
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo-accounts.js';
import { LoginPage } from './pages/login.page.js';
import { expect, test } from './support/fixtures.js';

/** What each landing shows: its document title, and a first heading (the traveler app opens on their trip). */
const landingOf: Record<string, { title: string; heading: RegExp }> = {
  '/admin': { title: 'Admin Portal', heading: /Users/ },
  '/app/operator': { title: 'Operator Portal', heading: /Operator Portal/ },
  '/app/host': { title: 'Host Portal', heading: /Host Portal/ },
  '/app/traveler': { title: 'Traveler Portal', heading: /\S/ },
};

test.describe('sign-in in the browser', () => {
  const requirement: Record<string, string> = {
    admin: '[PLT-019]',
    operator: '[PLT-004] [PLT-020]',
    host: '[PLT-006] [PLT-020]',
    traveler: '[PLT-005] [PLT-020]',
  };
  for (const account of DEMO_ACCOUNTS) {
    test(`${requirement[account.group]} ${account.email} signs in and lands on ${account.landing}`, async ({
      page,
      caravan,
    }) => {
      const login = new LoginPage(page, caravan);
      await login.open();
      await expect(page).toHaveTitle('Login');
      await login.submit(account.email);
      // The traveler app goes on to the traveler's first suitable trip, under /app/traveler.
      await page.waitForURL((u) => u.pathname === account.landing || u.pathname.startsWith(`${account.landing}/`));
      const landing = landingOf[account.landing];
      await expect(page).toHaveTitle(landing?.title ?? '');
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(landing?.heading ?? /./);
    });
  }

  test('[TRV-024] a traveler whose waiver is unsigned sees the waiver prompt instead of the trip', async ({
    page,
    caravan,
  }) => {
    await new LoginPage(page, caravan).signIn('companion@caravan.test');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
      'Sign your waiver to see Machu Picchu with Hana',
    );
    await expect(page.getByRole('navigation', { name: 'Trip sections' })).toHaveCount(0);
  });

  test('[PLT-008] returns to the destination after sign-in, not to the default landing page', async ({
    page,
    caravan,
  }) => {
    // A host lands on /app/host by default: the destination is another page, with a query to keep.
    // (My Audience's own tab path: its bare path redirects to a tab, which would change the URL after landing.)
    const destination = `${HOST_APP_ROUTES.audience}/research?ref=mail`;
    const login = new LoginPage(page, caravan);
    await login.open(`?destination=${encodeURIComponent(destination)}`);
    await login.submit('host@caravan.test');
    await page.waitForURL((u) => u.pathname !== '/login');
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe(destination);
  });

  test('[PLT-008] a destination that would leave the site is ignored: the user lands on the default page', async ({
    page,
    caravan,
  }) => {
    const login = new LoginPage(page, caravan);
    await login.open(`?destination=${encodeURIComponent('/\\evil.example/phish')}`);
    await login.submit('host@caravan.test');
    await page.waitForURL((u) => u.pathname.startsWith('/app/host'));
    expect(new URL(page.url()).host).toBe(new URL(caravan.url).host);
  });

  test('[PLT-056] shows the server error text when the password is wrong', async ({ page, caravan }) => {
    const login = new LoginPage(page, caravan);
    await login.open();
    await login.submit('operator2@caravan.test', 'wrong password');
    await expect(page.getByText('The email or password is incorrect.')).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('[PLT-050] sends a visitor without a session to /error/401 when a call is refused', async ({
    page,
    caravan,
  }) => {
    await page.goto(`${caravan.url}/admin`);
    await page.waitForURL((u) => u.pathname === '/error/401' || u.pathname === '/login');
    expect(new URL(page.url()).pathname).toBe('/error/401');
  });

  test('[PLT-016] shows a not-found page for an unknown route', async ({ page, caravan }) => {
    await page.goto(`${caravan.url}/no/such/page`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });

  test('the login page has no axe violations (the journey check runs axe on every page it rests on)', async ({
    page,
    caravan,
    journey,
  }) => {
    await new LoginPage(page, caravan).open();
    await page.getByLabel('Email').waitFor();
    await journey.check(page);
    expect(journey.checked).toContain('/login');
    expect(journey.violations).toEqual([]);
  });
});
