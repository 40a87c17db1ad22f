// Manage Booking flow (traveler app): context, the init payload, actor contracts and events (a discriminated union).
import type {
  AddOn,
  AddOnStatus,
  BookingStatus,
  BookingUpdateErrorView,
  CalendarDate,
  ConfirmationMode,
  InsurancePricedBooking,
  PaymentOptionType,
  TravelerType,
  TravelersRoom,
  TripStatus,
} from '@caravan/domain';

/** An add-on as the Manage Booking screen toggles it: the booking's add-on or an available one, with its label. */
export type ManagedAddOn = Pick<AddOn, 'addOnId' | 'type' | 'user' | 'unitPriceWithFee' | 'quantity' | 'deleted'> & {
  label: string;
  price?: number | undefined;
  service?: AddOn['service'] | undefined;
  status: AddOnStatus;
};

/** What decides whether the booking may be edited (MBK-040..042). */
export interface ManageBookingEditability {
  travelerType: TravelerType | undefined;
  tripStatus: TripStatus;
  bookingStatus: BookingStatus;
  isPendingCancellation: boolean;
  tripStartDate: CalendarDate;
  bookingsDeadline?: number | null | undefined;
  mayUpdatePrivateRoom: boolean;
}

/** The init payload: the booking as loaded (amounts in integer minor units). */
export interface ManageBookingData {
  bookingId: string;
  tripId: string;
  bookingStatus: BookingStatus;
  travelAmount: number;
  paidAmount: number;
  /** The booking's balance before the changes; negative means credit (TRV-007). */
  dueAmount: number;
  additionalParticipants: { _id: string }[];
  /** The add-ons on offer; a missing status starts from initialAddOnStatus (CONFIRMED unless deleted). */
  addOns: (Omit<ManagedAddOn, 'status'> & { status?: AddOnStatus | undefined })[];
  travelersRooms: TravelersRoom[];
  /** The price of one private room (single supplement), for the room-selection line of the trip summary. */
  singleSupplementPrice: number;
  editability: ManageBookingEditability;
  today: CalendarDate;
}

export type ManageBookingInventoryStatus = 'initial' | 'populated' | 'verifying' | 'needs_verification';

/** A payment the embedded payments app reported (PAY-012). */
/** What paid at checkout: the payments app's card token, or Affirm's checkout token (PAY-012, MBK-054). */
export type ManageBookingCheckoutCard = { cardToken: string } | { affirmCheckoutToken: string };

export interface ManageBookingPayment {
  paymentAmount: number;
  paymentOptionType: PaymentOptionType;
  /** The card or Affirm checkout the payment was made with; the update sends it. */
  card?: ManageBookingCheckoutCard | undefined;
}

export interface ManageBookingContext {
  booking: Omit<ManageBookingData, 'addOns'>;
  addOns: ManagedAddOn[];
  /** The rooms as applied, and the room editor's draft. */
  rooms: TravelersRoom[];
  roomsDraft: TravelersRoom[];
  serviceInventory: { singleSupplement: { available: number } };
  insurance: {
    adjustment: number;
    repricedAddOns: AddOn[];
    /** The booking as last priced (the reprice is skipped when nothing the insurance price depends on changed). */
    pricedFor: InsurancePricedBooking;
    error: string | null;
  };
  confirmation: { error: BookingUpdateErrorView | null };
  confirmationMode: ConfirmationMode | null;
  /** PAY-011: the payments app reported a saved payment method (setup intent). */
  paymentMethodSaved: boolean;
  payment: ManageBookingPayment | null;
  refundNeeded: boolean;
  /** The balance the success page titles (MBK-055..058). */
  finishedBalance: number | null;
  /**
   * A booking loaded again while the traveler had changes under way: held, not applied over their changes, and
   * applied once they are back to browsing with nothing pending.
   */
  heldReload: ManageBookingData | null;
}

/** What the injected checkSingleSupplement actor receives and answers (GET api/me/trips/{id}/inventory/single-supplement). */
export interface ManageBookingInventoryInput {
  tripId: string;
  total: number;
}
export type ManageBookingInventoryOutput = { singleSupplement?: { available?: number | null } | null } | null;

/** What the injected repriceInsurance actor receives and answers (traveler-app §7 'Insurance reprice'). */
export interface ManageBookingRepriceInput {
  bookingId: string;
  travelAmount: number;
  additionalParticipants: { _id: string }[];
  addOns: ManagedAddOn[];
  status: BookingStatus;
  role: 'traveler';
}
export interface ManageBookingRepriceOutput {
  insuranceChange: number;
  repricedAddOns: AddOn[];
}

/** What the injected updateBooking actor receives and answers (update on api/me/bookings/{id}). */
export interface ManageBookingUpdateInput {
  bookingId: string;
  addOns: ManagedAddOn[];
  travelersRooms: TravelersRoom[];
  /** The rooms as booked: the update sends the rooms only when they differ (MBK-029). */
  bookedRooms: TravelersRoom[];
  payment?: ManageBookingPayment | undefined;
}
export interface ManageBookingUpdateOutput {
  refundNeeded?: boolean | undefined;
}

export type ManageBookingEvent =
  | { type: 'manageBooking.init'; booking: ManageBookingData }
  | { type: 'manageBooking.reset' }
  | { type: 'manageBooking.finished' }
  | { type: 'addOn.toggle'; addOnId: string }
  | { type: 'addOn.undo'; addOnId: string }
  | { type: 'summary.open' }
  | { type: 'summary.close' }
  | { type: 'summary.clearAll' }
  | { type: 'clearAll.cancel' }
  | { type: 'clearAll.confirm' }
  | { type: 'rooms.edit' }
  | { type: 'rooms.change'; rooms: TravelersRoom[] }
  | { type: 'rooms.update' }
  | { type: 'rooms.cancel' }
  | { type: 'rooms.undo' }
  | { type: 'privateRoom.toggle'; on: boolean }
  | { type: 'inventory.verify' }
  | { type: 'confirmation.open' }
  | { type: 'confirmation.close' }
  | { type: 'booking.confirm' }
  | { type: 'payments.message'; data: unknown; card?: ManageBookingCheckoutCard }
  | { type: 'payment.back' }
  | { type: 'insurance.dismissError' };
