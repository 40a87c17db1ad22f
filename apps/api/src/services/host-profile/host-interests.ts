// The interests a host picks from in onboarding and the profile editor (HAP-034), with their icon and colour.
import type { HostInterest } from '@caravan/domain';

/**
 * DECIDE: the spec names no interest list; these twelve cover the trip categories Caravan sells and include the
 * four the demo hosts already hold (hiking, food, photography, wellness) with the same ids.
 */
export const HOST_INTERESTS: readonly HostInterest[] = [
  { _id: 'hiking', name: 'Hiking', icon: 'mountain', colour: '#2f855a' },
  { _id: 'food', name: 'Food & Drink', icon: 'utensils', colour: '#c05621' },
  { _id: 'photography', name: 'Photography', icon: 'camera', colour: '#2b6cb0' },
  { _id: 'wellness', name: 'Wellness', icon: 'leaf', colour: '#6b46c1' },
  { _id: 'culture', name: 'Culture & History', icon: 'landmark', colour: '#975a16' },
  { _id: 'adventure', name: 'Adventure', icon: 'compass', colour: '#c53030' },
  { _id: 'beach', name: 'Beach', icon: 'umbrella', colour: '#0987a0' },
  { _id: 'wildlife', name: 'Wildlife', icon: 'paw', colour: '#276749' },
  { _id: 'art', name: 'Art & Design', icon: 'palette', colour: '#b83280' },
  { _id: 'music', name: 'Music', icon: 'music', colour: '#553c9a' },
  { _id: 'fitness', name: 'Fitness', icon: 'dumbbell', colour: '#2c5282' },
  { _id: 'spirituality', name: 'Spirituality', icon: 'sun', colour: '#b7791f' },
];

const BY_ID = new Map(HOST_INTERESTS.map((i) => [i._id, i]));

/** The catalogue entries of `ids` in the order given, or the first unknown id. */
export function resolveInterests(
  ids: readonly string[],
): { ok: true; interests: HostInterest[] } | { ok: false; id: string } {
  const interests: HostInterest[] = [];
  for (const id of new Set(ids)) {
    const interest = BY_ID.get(id);
    if (!interest) return { ok: false, id };
    interests.push(interest);
  }
  return { ok: true, interests };
}
