// Page object of the host's Travel Info tab (/app/host/trips/:id/travel-info).
import type { Page } from '@playwright/test';

export class HostTravelInfoPage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string) {
    return this.page.goto(`${base}/app/host/trips/${tripId}/travel-info`);
  }
  heading() {
    return this.page.getByRole('heading', { level: 2, name: 'Travel Info' });
  }
  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
  field(section: string, label: string) {
    return this.section(section).getByRole('textbox', { name: label, exact: false }).first();
  }
  time(section: string, part: 'Hour' | 'Minute' | 'AM/PM') {
    return this.section(section).getByRole('combobox', { name: `Time: ${part}` });
  }
  save() {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }
}
