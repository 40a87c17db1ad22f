// Manage Booking (/app/traveler/trips/{id}/manage-booking…): its sections, the trip summary, and what the server
// holds for the signed-in traveler's booking on that trip (read through the same session, for a journey's assertions).
import type { Locator, Page } from '@playwright/test';
import { STEP_TIMEOUT } from '../support/fixtures.js';
import { TravelerTripPage } from './traveler-trip.page.js';

/** The booking as GET /api/me/trips/{id}/bookings answers it (only the fields the journeys read). */
export interface ServerBooking {
  _id: string;
  status: string;
  dueAmount: number;
  paidAmount: number;
  isPendingCancellation?: boolean;
  paymentHistoryShown?: boolean;
  paymentDueDate?: string | null;
  travelersRooms?: { roomType: string; travelers: string[] }[];
  addOns: { addOnId: string; type: string; deleted: boolean; status: string; service?: { name: string } }[];
  payments: { type: string; amount: number; date: string; status: string }[];
  insurancePolicies?: { _id: string; policyNumber: string | null; status: string }[];
}

export class ManageBookingPage {
  readonly trip: TravelerTripPage;

  constructor(readonly page: Page) {
    this.trip = new TravelerTripPage(page);
  }

  /** From anywhere in the traveler app, opens a trip's Manage Booking tab and waits for its first section. */
  async open(tripName: string): Promise<void> {
    await this.trip.open(tripName);
    await this.page
      .getByRole('navigation', { name: 'Trip sections' })
      .getByRole('link', { name: 'Manage Booking' })
      .click();
    await this.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });
  }

  /** The trip id in the address (/app/traveler/trips/{id}/…). */
  tripId(): string {
    const id = new URL(this.page.url()).pathname.split('/')[4];
    if (!id) throw new Error(`No trip id in ${this.page.url()}`);
    return id;
  }

  /** A section of the editing view by its heading (Insurance policies, Cancel Booking, Transaction History…). */
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  summary(): Locator {
    return this.page.getByRole('complementary', { name: 'Trip summary' });
  }

  /** The label a person clicks for a react-aria switch or radio (its input is visually hidden). */
  labelOf(control: Locator): Locator {
    return control.locator('xpath=ancestor::label[1]');
  }

  private origin(): string {
    return new URL(this.page.url()).origin;
  }

  /** Opens a path below the trip (`manage-booking/pay-balance`, `trip-overview`) by address, as a bookmark would. */
  async goto(subPath: string): Promise<void> {
    await this.page.goto(`${this.origin()}/app/traveler/trips/${this.tripId()}/${subPath}`);
  }

  /** The viewer's booking on this trip as the server holds it now. */
  async serverBooking(): Promise<ServerBooking> {
    const res = await this.page.request.get(`${this.origin()}/api/me/trips/${this.tripId()}/bookings`);
    if (!res.ok()) throw new Error(`GET bookings answered ${res.status()}`);
    const body = (await res.json()) as { data: ServerBooking[] };
    const [booking] = body.data;
    if (!booking) throw new Error('No booking on this trip');
    return booking;
  }

  /** The trip as the viewer's app reads it (canCancel, refundMethods, bookingEditable…). */
  async serverTrip(): Promise<Record<string, unknown>> {
    const res = await this.page.request.get(`${this.origin()}/api/me/trips/${this.tripId()}`);
    if (!res.ok()) throw new Error(`GET trip answered ${res.status()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  }
}
