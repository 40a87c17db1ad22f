// Journey (e), public profile: the host opens their profile, edits fields one at a time in their editors (Done
// validates and writes back, Cancel leaves the form), adds a pronoun, is refused a picture over 2 MB, uploads one, and
// saves with the Save bar that only a change enables; an anonymous visitor then reads the page, tags included.
import { PROFILE_MESSAGES } from '@caravan/domain';
import { DESKTOP, expect, STEP_TIMEOUT, test } from './support/fixtures.js';
import { HostProfileEditorPage } from './pages/host-onboarding.page.js';

test.describe.configure({ timeout: 180_000 });

/** A 1x1 PNG: a real image for the upload's byte check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('[PRF-005] [PRF-006] [PRF-007] [PRF-008] [PRF-009] [PRF-010] [PRF-011] [PRF-012] [PRF-013] [PRF-015] [PRF-027] [PRF-029] [MKT-034] a host edits their public profile and an anonymous visitor sees it, with the host’s trips', async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server });
  await page.goto(`${server.url}/app/host/public-profile`);

  // The view: the profile in its target element with the host id, the user's id and status; Edit and View buttons.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hana Host', { timeout: STEP_TIMEOUT });
  const target = page.locator('#host-public-profile-target');
  await expect(target).toHaveAttribute('data-host-id', /[0-9a-f-]{36}/);
  await expect(target).toHaveAttribute('data-user-id', /[0-9a-f-]{36}/);
  await expect(target).toHaveAttribute('data-user-status', 'launched');
  const picture = target.getByRole('img', { name: 'Hana Host' });
  await expect(picture).toHaveAttribute('width', '520');
  await expect(picture).toHaveAttribute('height', '520');
  await expect(page.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute('href', '/hosts/hana-host');
  await page.getByRole('link', { name: 'Edit Profile' }).click();

  // The editor: Save disabled until something changes.
  const editor = new HostProfileEditorPage(page);
  await page.waitForURL((u) => u.pathname === '/app/host/public-profile/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeVisible();
  await expect(editor.save()).toBeDisabled();

  // Bio: an empty bio is refused by Done with the message, Cancel keeps the form as it was.
  await editor.editButton('Bio').click();
  const bioEditor = editor.editor('Bio');
  await expect(bioEditor.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await bioEditor.getByLabel('Bio').fill('');
  await bioEditor.getByRole('button', { name: 'Done' }).click();
  await expect(bioEditor.getByRole('alert')).toHaveText(PROFILE_MESSAGES.bioRequired);
  await bioEditor.getByRole('button', { name: 'Cancel' }).click();
  await expect(bioEditor).toBeHidden();
  await expect(editor.save()).toBeDisabled();
  // One editor at a time: the editor is modal; a press outside it closes it rather than opening a second one.
  await editor.editButton('Bio').click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await bioEditor.getByLabel('Bio').fill('Guiding <b>small</b> groups through the Andes since 2015.');
  await bioEditor.getByRole('button', { name: 'Done' }).click();
  await expect(bioEditor).toBeHidden();
  await expect(editor.field('Bio')).toContainText('Guiding <b>small</b> groups through the Andes since 2015.');
  await expect(editor.save()).toBeEnabled();

  // Pronouns: Add is disabled while the entry is empty; the entry is trimmed.
  await editor.editButton('Pronouns').click();
  const pronouns = editor.editor('Pronouns');
  await expect(pronouns.getByRole('button', { name: 'Add' })).toBeDisabled();
  await pronouns.getByLabel('Pronoun').fill('  they/them ');
  await pronouns.getByRole('button', { name: 'Add' }).click();
  await pronouns.getByRole('button', { name: 'Done' }).click();
  await expect(editor.field('Pronouns')).toContainText('she/her, they/them');

  // Picture: over 2 MB is refused with the spec's messages; a small image uploads.
  await editor.editButton('Profile picture').click();
  const pictureEditor = editor.editor('Profile picture');
  await pictureEditor.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(page.locator('.cv-Toast', { hasText: PROFILE_MESSAGES.imageTooLargeTitle })).toContainText(
    PROFILE_MESSAGES.imageTooLargeDescription,
  );
  await pictureEditor.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(pictureEditor.getByRole('img', { name: 'Your profile' })).toHaveAttribute('src', /\/api\/files\//, {
    timeout: STEP_TIMEOUT,
  });
  await pictureEditor.getByRole('button', { name: 'Done' }).click();

  // A failed save: the spec's error toast, and the changes kept for another try.
  await page.route('**/api/me/host/*/public-profile', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { success: false, error: 'Down', code: 'INTERNAL' } })
      : route.fallback(),
  );
  await editor.save().click();
  const failed = page.locator('.cv-Toast', { hasText: PROFILE_MESSAGES.saveFailed });
  await expect(failed).toContainText(PROFILE_MESSAGES.saveFailedTitle, { timeout: STEP_TIMEOUT });
  await expect(editor.save()).toBeEnabled();
  await page.unrouteAll();

  // Save: the success toast, and the bar disabled again.
  await editor.save().click();
  await expect(page.locator('.cv-Toast', { hasText: PROFILE_MESSAGES.saveSucceeded })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(editor.save()).toBeDisabled();

  // An anonymous visitor: the server-rendered page with its tags, the bio as text.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const anon = await visitor.newPage();
  await anon.goto(`${server.url}/hosts/hana-host`);
  await expect(anon.getByRole('heading', { level: 1 })).toHaveText('Hana Host', { timeout: STEP_TIMEOUT });
  await expect(anon.getByText('Guiding <b>small</b> groups through the Andes since 2015.')).toBeVisible();
  await expect(anon.getByText('she/her, they/them')).toBeVisible();
  await expect(anon).toHaveTitle('Hana Host · Caravan host');
  await expect(anon.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    'Guiding <b>small</b> groups through the Andes since 2015.',
  );
  // MKT-034: the host's live and upcoming trips as cards, each opening its trip page; another host's are not there.
  const trips = anon.getByRole('list', { name: 'Trips with Hana Host' });
  await expect(trips.getByRole('link', { name: 'Machu Picchu with Hana' })).toHaveAttribute('href', '/trips/crv-1005', {
    timeout: STEP_TIMEOUT,
  });
  await expect(trips.getByRole('link', { name: 'Fjords Slow Travel' })).toHaveCount(0);
  await visitor.close();
});

test("[PRF-028] saving a profile without bio and picture says 'Required Fields are Missing' and sends nothing", async ({
  caravan,
  signIn,
}) => {
  let saves = 0;
  // tom.two@ has neither a bio nor a picture; the save is refused before it is sent, so the worker's server stays.
  const { page } = await signIn('tom.two@caravan.test', {
    server: caravan,
    prepare: (context) =>
      context.route('**/api/me/host/*/public-profile', (route) => {
        if (route.request().method() !== 'GET') saves += 1;
        return route.fallback();
      }),
  });
  await page.goto(`${caravan.url}/app/host/public-profile/edit`);
  const editor = new HostProfileEditorPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile', { timeout: STEP_TIMEOUT });
  await editor.editButton('Display name').click();
  await editor.editor('Display name').getByLabel('Display name').fill('Tom the Second');
  await editor.editor('Display name').getByRole('button', { name: 'Done' }).click();
  await editor.save().click();
  const toast = page.locator('.cv-Toast', { hasText: PROFILE_MESSAGES.requiredFieldsMissingTitle });
  await expect(toast).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(toast).toContainText(PROFILE_MESSAGES.bioAndPhotoRequired);
  await expect(toast).toHaveAttribute('data-tone', 'danger');
  expect(saves).toBe(0);
  await expect(editor.save()).toBeEnabled();
});
