// Pure adapters between the traveler booking API and the manage-booking machine: the init payload from the loaded
// trip, booking and offers, and the update / reprice requests from the machine's actor inputs.
import {
  type AddOn,
  type CalendarDate,
  isRoomSelectionChanged,
  type MyTripDetails,
  type RepriceQuotesRequest,
  type TravelerBooking,
  type TravelersRoom,
  type TripAddOnOffer,
  type UpdateBookingRequest,
  visibleBookingAddOns,
} from '@caravan/domain';
import type {
  ManageBookingCheckoutCard,
  ManageBookingData,
  ManageBookingRepriceInput,
  ManageBookingUpdateInput,
  ManagedAddOn,
} from '@caravan/machines';

/** The id of an add-on on offer but not booked: the service and the traveler it would be for. */
export const offerAddOnId = (serviceId: string, userId: string) => `offer:${serviceId}:${userId}`;

/** The people of a booking, customer first. */
export const bookingTravelers = (booking: Pick<TravelerBooking, 'customer' | 'additionalParticipants'>) => [
  booking.customer,
  ...booking.additionalParticipants,
];

/** The label of a booked add-on without a service (a ride) or with one. */
function addOnLabel(addOn: Pick<AddOn, 'type' | 'service'>): string {
  if (addOn.service?.name)
    return addOn.type === 'insurance-plan' ? `Travel insurance (${addOn.service.name})` : addOn.service.name;
  if (addOn.type === 'ground-transfer') return 'Airport transfer';
  if (addOn.type === 'single-supplement') return 'Private room';
  return 'Add-on';
}

/** '{label} · {first name}' when the viewer sees add-ons of several travelers, else the label. */
const forTraveler = (label: string, firstName: string | undefined, several: boolean) =>
  several && firstName ? `${label} · ${firstName}` : label;

/**
 * The machine's init payload: the booked add-ons the viewer may see (MBK-024) plus every offer not yet held, once per
 * visible traveler; amounts in minor units as the API sends them.
 */
export function toManageBookingData(input: {
  trip: MyTripDetails;
  booking: TravelerBooking;
  offers: readonly TripAddOnOffer[];
  viewerId: string;
  today: CalendarDate;
}): ManageBookingData {
  const { trip, booking, offers, viewerId, today } = input;
  const people = bookingTravelers(booking);
  const roles = [booking.travelerType];
  const visiblePeople = people.filter(
    (p) => visibleBookingAddOns([{ user: p._id }], { userId: viewerId, roles }).length,
  );
  const several = visiblePeople.length > 1;
  const firstNameOf = (userId: string) => people.find((p) => p._id === userId)?.firstName;

  const booked = visibleBookingAddOns(
    booking.addOns.filter((a) => !a.deleted),
    { userId: viewerId, roles },
  ).map((a): ManageBookingData['addOns'][number] => ({
    addOnId: a.addOnId,
    type: a.type,
    user: a.user,
    unitPriceWithFee: a.unitPriceWithFee,
    quantity: a.quantity,
    deleted: false,
    price: a.price,
    service: a.service,
    label: forTraveler(addOnLabel(a), firstNameOf(a.user), several),
  }));

  const holds = (serviceId: string, userId: string) =>
    booking.addOns.some((a) => !a.deleted && a.user === userId && a.service?._id === serviceId);
  const onOffer = offers.flatMap((offer) =>
    offer.service.bookable && !offer.service.deleted
      ? visiblePeople
          .filter((p) => !holds(offer.serviceId, p._id))
          .map((p): ManageBookingData['addOns'][number] => ({
            addOnId: offerAddOnId(offer.serviceId, p._id),
            type: offer.type,
            user: p._id,
            unitPriceWithFee: offer.unitPriceWithFee,
            quantity: 1,
            deleted: false,
            service: offer.service,
            label: forTraveler(offer.service.name, p.firstName, several),
            status: 'AVAILABLE',
          }))
      : [],
  );

  return {
    bookingId: booking._id,
    tripId: trip.id,
    bookingStatus: booking.status,
    travelAmount: booking.travelAmount,
    paidAmount: booking.paidAmount,
    dueAmount: booking.dueAmount,
    additionalParticipants: booking.additionalParticipants.map((p) => ({ _id: p._id })),
    addOns: [...booked, ...onOffer],
    travelersRooms: booking.travelersRooms,
    singleSupplementPrice: trip.singleSupplementPrice,
    editability: {
      travelerType: booking.travelerType,
      tripStatus: trip.status,
      bookingStatus: booking.status,
      isPendingCancellation: booking.isPendingCancellation,
      tripStartDate: trip.startDate,
      bookingsDeadline: trip.bookingsDeadline,
      mayUpdatePrivateRoom: trip.bookingEditable,
    },
    today,
  };
}

/**
 * The payment the checkout collected for the update: a card token, or an approved Affirm checkout's token (PAY-008).
 * The token stays in the page, never in the machine.
 */
/** What paid at checkout (the machine carries it with the payment into the update). */
export type CheckoutCard = ManageBookingCheckoutCard;

/** POST /api/me/bookings/{id}: the pending add-on changes, the rooms when changed, and the payment when made. */
export function toUpdateBookingRequest(
  input: Omit<ManageBookingUpdateInput, 'bookedRooms'>,
  bookedRooms: readonly TravelersRoom[],
  card: CheckoutCard | null,
): UpdateBookingRequest {
  const addOns = input.addOns.flatMap((a): NonNullable<UpdateBookingRequest['addOns']> => {
    if (a.status === 'PENDING_ADDITION' && a.service)
      return [{ status: 'PENDING_ADDITION', serviceId: a.service._id, user: a.user, quantity: a.quantity }];
    if (a.status === 'PENDING_REMOVAL')
      return [{ status: 'PENDING_REMOVAL', addOnId: a.addOnId, user: a.user, quantity: a.quantity }];
    return [];
  });
  return {
    addOns,
    ...(isRoomSelectionChanged(bookedRooms, input.travelersRooms) ? { travelersRooms: input.travelersRooms } : {}),
    ...(input.payment && card
      ? {
          payment: {
            paymentOptionType: input.payment.paymentOptionType,
            ...card,
            ...(input.payment.paymentOptionType === 'custom' ? { paymentAmount: input.payment.paymentAmount } : {}),
          },
        }
      : {}),
  };
}

/** POST /api/me/bookings/{id}/reprice-quotes from the machine's reprice input. */
export function toRepriceRequest(input: ManageBookingRepriceInput): RepriceQuotesRequest {
  return {
    travelAmount: input.travelAmount,
    additionalParticipants: input.additionalParticipants,
    addOns: input.addOns.map((a: ManagedAddOn) => ({
      addOnId: a.addOnId,
      type: a.type,
      user: a.user,
      status: a.status,
      quantity: a.quantity,
      unitPriceWithFee: a.unitPriceWithFee,
      deleted: a.deleted,
    })),
    status: input.status,
    role: input.role,
  };
}
