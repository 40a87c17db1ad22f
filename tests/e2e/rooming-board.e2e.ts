// The rooming board (MKT-048): on the live trip the host places travelers by keyboard and by drag, the board keeps a
// booking's companions together and refuses a private room nobody paid for, saves, and the hotel's CSV and PDF
// download; on a phone the saved board reads the same, and the operator sees it read-only.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { RoomingBoardPage } from './pages/rooming-board.page.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

// The board is saved in the first test and read in the next: a server of this file's own.
test.use({ dataset: 'rooming-board' });

const LIVE = DEMO_TRIP_IDS.live;

test('[MKT-048] the host builds the rooming list by keyboard and by drag, keeps companions together, downloads CSV and PDF', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', { server: caravan, viewport: DESKTOP });
  const board = new RoomingBoardPage(page);
  await board.open(caravan.url, LIVE);
  await expect(board.heading()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('0 of 6 travelers in a room')).toBeVisible();

  // By keyboard: a shared room, and the booking of two (Tara and her companion Cam) into it.
  await board.button('Add shared room').focus();
  await page.keyboard.press('Enter');
  await board.moveByKeyboard('Tara Traveler', 'Room 1 (shared)');
  await expect(board.room('Room 1').getByRole('row', { name: /Tara Traveler/ })).toBeVisible();
  // Tara alone while Cam waits in another room is a split party: explained inline, Save held back.
  await board.button('Add shared room').click();
  await board.moveByKeyboard('Cam Companion', 'Room 2 (shared)');
  await expect(
    page.getByText(/Tara Traveler and Cam Companion booked together: keep them in the same room\./).first(),
  ).toBeVisible();
  await expect(board.button('Save rooming list')).toBeDisabled();
  await board.moveByKeyboard('Cam Companion', 'Room 1 (shared)');
  await expect(board.room('Room 1').getByRole('row')).toHaveCount(2);

  // A traveler who booked no private room cannot be given one here: it goes through their booking.
  await board.button('Add private room').click();
  await board.moveByKeyboard('Bea Guest02', 'Room 3 (private)');
  await expect(
    page
      .getByText(
        "Bea Guest02 did not book a private room. Changes to a private room go through the traveler's booking.",
      )
      .first(),
  ).toBeVisible();
  await board.moveByKeyboard('Bea Guest02', 'Room 2 (shared)');

  // By drag, with the mouse: Theo (who booked a private room) into the private room, Carlos beside Bea, and a private
  // room for Alex; nobody is left unassigned. A mouse drags only within what the window shows, so the window is a tall
  // monitor's: the unassigned list and the fourth room both in view.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await board.drag('Theo Traveler', 'Room 3');
  await expect(board.room('Room 3').getByRole('row', { name: /Theo Traveler/ })).toBeVisible();
  await board.drag('Carlos Guest03', 'Room 2');
  await expect(board.room('Room 2').getByRole('row')).toHaveCount(2);
  await board.button('Add private room').click();
  await board.drag('Alex Guest01', 'Room 4');
  await expect(page.getByText('Everyone has a room.')).toBeVisible();
  await expect(page.getByText('6 of 6 travelers in a room')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rooming-desktop.png'), fullPage: true });

  await board.button('Save rooming list').click();
  await expect(page.getByText('Rooming list saved')).toBeVisible({ timeout: STEP_TIMEOUT });

  const csv = await board.download('Download CSV');
  expect(csv.name).toBe('Machu Picchu with Hana rooming list.csv');
  const lines = csv.bytes.toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Room,Room type,Traveler,Booking,Roommate request,Preferences');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
    'Room 1,Shared (two),Tara Traveler',
    'Room 1,Shared (two),Cam Companion',
    'Room 2,Shared (two),Bea Guest02',
    'Room 2,Shared (two),Carlos Guest03',
    'Room 3,Private (single),Theo Traveler',
    'Room 4,Private (single),Alex Guest01',
  ]);
  const pdf = await board.download('Download PDF');
  expect(pdf.name).toBe('Machu Picchu with Hana rooming list.pdf');
  expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
});

test('[MKT-048] on a phone the saved board reads room by room, and the operator sees it read-only', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', { server: caravan, viewport: PHONE });
  const board = new RoomingBoardPage(page);
  await board.open(caravan.url, LIVE);
  await expect(page.getByText('6 of 6 travelers in a room')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(board.room('Room 1').getByRole('row')).toHaveCount(2);
  // The keyboard's way works on a phone too: Carlos out of his room and back.
  await board.moveByKeyboard('Carlos Guest03', 'Unassigned');
  await expect(board.unassigned().getByRole('row', { name: /Carlos Guest03/ })).toBeVisible();
  await board.moveByKeyboard('Carlos Guest03', 'Room 2 (shared)');
  await expect(page.getByText('Everyone has a room.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rooming-phone.png'), fullPage: true });

  const operator = await signIn('operator', { server: caravan, viewport: PHONE });
  const readOnly = new RoomingBoardPage(operator.page);
  await readOnly.open(caravan.url, LIVE, 'operator');
  await expect(operator.page.getByText('6 of 6 travelers in a room · 4 rooms · read-only')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(readOnly.room('Room 3').getByRole('row', { name: /Theo Traveler/ })).toBeVisible();
  await expect(operator.page.getByRole('button', { name: 'Save rooming list' })).toHaveCount(0);
  await expect(operator.page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await operator.page.screenshot({ path: test.info().outputPath('rooming-operator.png'), fullPage: true });
});
