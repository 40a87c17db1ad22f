// Booked rides among a booking's add-ons (issue 25): one ride carries the whole booking, so each is listed once, named
// by its stage, with everyone who rides in it, never once per ride under the booker's name.
import type { AddOn } from '@caravan/domain';
import type { ManagedAddOn } from '@caravan/machines';

export type RideStage = 'arrival' | 'departure';
const STAGE_NAMES: Record<RideStage, string> = { arrival: 'Arrival transfer', departure: 'Departure transfer' };

/** The ride a booked ground-transfer add-on paid for, when it has one (an offer or another add-on: undefined). */
export function rideIdOf(addOn: ManagedAddOn, booked: readonly Pick<AddOn, 'addOnId' | 'groundTransferId'>[]) {
  if (addOn.type !== 'ground-transfer' || addOn.service) return undefined;
  return booked.find((b) => b.addOnId === addOn.addOnId)?.groundTransferId;
}

/** A booked ride's card title: its stage when the ride is known, else the add-on's own label. */
export const rideTitle = (stage: RideStage | undefined, fallback: string) => (stage ? STAGE_NAMES[stage] : fallback);

/** Who rides: every traveler of the booking, the booker first ("Maria Lopez and Ana Ruiz"). */
export function ridersOf(people: readonly { firstName: string; lastName: string }[]): string {
  const names = people.map((p) => `${p.firstName} ${p.lastName}`.trim()).filter(Boolean);
  if (names.length <= 1) return names[0] ?? 'Traveler';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
