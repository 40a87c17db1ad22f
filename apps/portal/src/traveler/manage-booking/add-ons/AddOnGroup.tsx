// An add-on section (trip add-ons, accommodations, transfers): one card per service with a switch per traveler that
// toggles the add-on (MBK-026, MBK-027) and a badge while a change is pending.
import { type AddOnStatus, addOnLineAmount, formatMinor, isAddOnHeld } from '@caravan/domain';
import { type ManagedAddOn, selectAddOnToggleable } from '@caravan/machines';
import { Badge, Switch } from '@caravan/ui';
import { useTrip } from '../../shell/TripContext.js';
import { type RideStage, rideIdOf, ridersOf, rideTitle } from './ride-add-ons.js';
import { ManageBookingActor } from '../manage-booking-actor.js';

const PENDING_BADGE: Partial<Record<AddOnStatus, { label: string; tone: 'success' | 'danger' }>> = {
  PENDING_ADDITION: { label: 'Adding', tone: 'success' },
  PENDING_REMOVAL: { label: 'Removing', tone: 'danger' },
};

/**
 * The add-ons grouped by the service they sell (or alone when they sell none); a booked ride is a group of its own,
 * named by `rideName` (its stage), since one ride carries the whole booking.
 */
export function groupByService(
  addOns: readonly ManagedAddOn[],
  rideName: (a: ManagedAddOn) => { id: string; name: string } | undefined = () => undefined,
): { key: string; name: string; items: ManagedAddOn[]; ride: boolean }[] {
  const groups = new Map<string, { key: string; name: string; items: ManagedAddOn[]; ride: boolean }>();
  for (const a of addOns) {
    const ride = rideName(a);
    // Add-ons without a service and no known ride group by type under their label without the traveler suffix.
    const key = ride ? `ride:${ride.id}` : (a.service?._id ?? `type:${a.type}`);
    const name = ride?.name ?? a.service?.name ?? a.label.split(' · ')[0] ?? a.label;
    const group = groups.get(key) ?? { key, name, items: [], ride: !!ride };
    group.items.push(a);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function AddOnGroup({
  id,
  title,
  description,
  addOns,
  empty,
  rideStages,
}: {
  id: string;
  title: string;
  description: string;
  addOns: readonly ManagedAddOn[];
  empty: string;
  /** The stage of each booked ride by its id, from the rides list (a transfers section only). */
  rideStages?: ReadonlyMap<string, RideStage>;
}) {
  const { booking } = useTrip();
  const manage = ManageBookingActor.useActorRef();
  const isToggleable = ManageBookingActor.useSelector(selectAddOnToggleable);
  const people = booking ? [booking.customer, ...booking.additionalParticipants] : [];
  const nameOf = (userId: string) => {
    const p = people.find((x) => x._id === userId);
    return p ? `${p.firstName} ${p.lastName}`.trim() : 'Traveler';
  };
  const currency = booking?.currency ?? 'USD';
  const groups = groupByService(addOns, (a) => {
    const rideId = booking ? rideIdOf(a, booking.addOns) : undefined;
    return rideId
      ? { id: rideId, name: rideTitle(rideStages?.get(rideId), a.label.split(' · ')[0] ?? a.label) }
      : undefined;
  });

  return (
    <section className="tv-Section" aria-labelledby={id}>
      <div className="tv-Section-head">
        <h2 id={id} className="tv-SectionTitle">
          {title}
        </h2>
        <p className="tv-Muted">{description}</p>
      </div>
      {groups.length === 0 ? <p className="tv-Empty">{empty}</p> : null}
      <ul className="tv-AddOns">
        {groups.map((group) => {
          const first = group.items[0];
          const unit = first ? formatMinor(first.unitPriceWithFee, currency) : '';
          return (
            <li key={group.key} className="tv-AddOn">
              <div className="tv-AddOn-head">
                <div>
                  <h3 className="tv-AddOn-name">{group.name}</h3>
                  {first?.service?.description ? <p className="tv-Muted">{first.service.description}</p> : null}
                </div>
                <p className="tv-AddOn-price">
                  {unit}
                  <span className="tv-Muted">{group.ride ? ' / ride' : ' / person'}</span>
                </p>
              </div>
              <ul className="tv-AddOn-travelers">
                {group.items.map((a) => {
                  const badge = PENDING_BADGE[a.status];
                  const can = isToggleable(a.addOnId);
                  return (
                    <li key={a.addOnId} className="tv-AddOn-row" data-status={a.status}>
                      <Switch
                        isSelected={isAddOnHeld(a.status)}
                        isDisabled={!can}
                        onChange={() => manage.send({ type: 'addOn.toggle', addOnId: a.addOnId })}
                      >
                        <span className="pt-visually-hidden">{group.name} for </span>
                        {group.ride ? ridersOf(people) : nameOf(a.user)}
                      </Switch>
                      <span className="tv-AddOn-state">
                        {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
                        {a.status === 'CONFIRMED' ? <Badge tone="info">Booked</Badge> : null}
                        <span className="tv-Muted">{formatMinor(addOnLineAmount(a), currency)}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
