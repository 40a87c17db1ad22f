// Page object of the rooming board (/app/host/trips/:id/rooming and the operator's /app/operator/trips/:id/rooming).
import { readFile } from 'node:fs/promises';
import { type Page, expect } from '@playwright/test';

export class RoomingBoardPage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string, audience: 'host' | 'operator' = 'host') {
    return this.page.goto(`${base}/app/${audience}/trips/${tripId}/rooming`);
  }
  heading() {
    return this.page.getByRole('heading', { name: 'Rooming board', level: 2 });
  }
  unassigned() {
    return this.page.getByRole('grid', { name: 'Unassigned travelers' });
  }
  room(label: string) {
    return this.page.getByRole('grid', { name: `${label} travelers`, exact: true });
  }
  button(name: 'Add shared room' | 'Add private room' | 'Suggest rooms' | 'Save rooming list') {
    return this.page.getByRole('button', { name, exact: true });
  }
  /** Picks, with the keyboard only, the option starting with `text` in the select whose label is `label`. */
  private async pickByKeyboard(label: string, text: string) {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).focus();
    await this.page.keyboard.press('Enter');
    const listbox = this.page.getByRole('listbox');
    await listbox.waitFor();
    // Type-ahead, as a keyboard user does: the list focuses the first option starting with what was typed.
    await this.page.keyboard.type(text);
    await expect(listbox.locator('[role="option"]:focus')).toContainText(text);
    await this.page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
  }
  /** Moves a traveler with the keyboard only: the traveler, the room, then Move, each reached and chosen by keys. */
  async moveByKeyboard(traveler: string, room: string) {
    await this.pickByKeyboard('Traveler to move', traveler);
    await this.pickByKeyboard('Room to move them to', room);
    const move = this.page.getByRole('button', { name: 'Move', exact: true });
    await expect(move).toBeEnabled();
    await move.focus();
    await this.page.keyboard.press('Enter');
  }
  /** Drags a traveler's row onto a room's list with the mouse: press, move in steps, hover a moment, release. */
  async drag(traveler: string, roomLabel: string) {
    const from = await this.page.getByRole('row', { name: traveler, exact: true }).boundingBox();
    const to = await this.room(roomLabel).boundingBox();
    if (!from || !to) throw new Error(`cannot drag ${traveler} to ${roomLabel}`);
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await this.page.mouse.up();
  }
  /** Downloads one of the hotel's files and answers its bytes. */
  async download(name: 'Download CSV' | 'Download PDF') {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name }).click();
    const file = await downloading;
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  }
}
