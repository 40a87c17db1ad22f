// Room Selection (MBK-033..038): the rooms as they stand, the inline editor (Edit Room Selection, then Update or
// Cancel; Update only when changed) and the private-room switch (more than one traveler; odd parties, when available).
import {
  MANAGE_BOOKING_MESSAGES,
  type SharedRoomType,
  choicesFromRooms,
  formatMinor,
  roomsFromChoices,
} from '@caravan/domain';
import {
  selectCanEditRooms,
  selectPrivateRoomSwitch,
  selectRoomDraftSoldOut,
  selectRoomEditorOpen,
  selectRooms,
  selectRoomsDraft,
  selectRoomUpdateEnabled,
  selectServiceInventoryStatus,
  selectSingleSupplementAvailable,
} from '@caravan/machines';
import { Alert, Button, Radio, RadioGroup, Spinner, Switch } from '@caravan/ui';
import { useTrip } from '../../shell/TripContext.js';
import { bookingTravelers } from '../manage-booking-data.js';
import { ManageBookingActor } from '../manage-booking-actor.js';

const ROOM_TYPE_LABELS = {
  single: 'Private room',
  double: 'Shared room · one bed',
  twin: 'Shared room · two beds',
} as const;

export function RoomSelection() {
  const { trip, booking } = useTrip();
  const manage = ManageBookingActor.useActorRef();
  const rooms = ManageBookingActor.useSelector(selectRooms);
  const draft = ManageBookingActor.useSelector(selectRoomsDraft);
  const editing = ManageBookingActor.useSelector(selectRoomEditorOpen);
  const canEdit = ManageBookingActor.useSelector(selectCanEditRooms);
  const updateEnabled = ManageBookingActor.useSelector(selectRoomUpdateEnabled);
  const draftSoldOut = ManageBookingActor.useSelector(selectRoomDraftSoldOut);
  const inventory = ManageBookingActor.useSelector(selectServiceInventoryStatus);
  const available = ManageBookingActor.useSelector(selectSingleSupplementAvailable);
  const privateRoom = ManageBookingActor.useSelector(selectPrivateRoomSwitch);
  if (!booking) return null;

  const people = bookingTravelers(booking);
  const nameOf = (id: string) => people.find((p) => p._id === id)?.firstName ?? 'Traveler';
  const choices = choicesFromRooms(draft);
  const change = (privateIds: Set<string>, shared: SharedRoomType) =>
    manage.send({
      type: 'rooms.change',
      rooms: roomsFromChoices(
        people.map((p) => p._id),
        privateIds,
        shared,
      ),
    });
  const price = formatMinor(trip.singleSupplementPrice, booking.currency);

  return (
    <section className="tv-Section" aria-labelledby="mb-rooms">
      <div className="tv-Section-head">
        <h2 id="mb-rooms" className="tv-SectionTitle">
          Room Selection
        </h2>
        <p className="tv-Muted">Private rooms are {price} per traveler.</p>
      </div>

      {editing ? (
        <div className="tv-RoomEditor">
          {inventory === 'verifying' ? <Spinner size="sm" label="Checking private room availability…" /> : null}
          {inventory === 'populated' ? (
            <p className="tv-Muted">
              {available > 0
                ? `${available} private rooms left on this trip.`
                : 'No private rooms are left on this trip.'}
            </p>
          ) : null}
          {inventory === 'needs_verification' ? (
            <Alert
              tone="warning"
              actions={
                <Button size="sm" variant="secondary" onPress={() => manage.send({ type: 'inventory.verify' })}>
                  Check again
                </Button>
              }
            >
              We couldn't check private room availability.
            </Alert>
          ) : null}
          <fieldset className="tv-Fieldset">
            <legend className="cv-Field-label">Who would like a private room?</legend>
            {people.map((p) => (
              <Switch
                key={p._id}
                isSelected={choices.privateIds.has(p._id)}
                onChange={(on) => {
                  const next = new Set(choices.privateIds);
                  if (on) next.add(p._id);
                  else next.delete(p._id);
                  change(next, choices.sharedRoomType);
                }}
              >
                Private room for {p.firstName} {p.lastName}
              </Switch>
            ))}
          </fieldset>
          {draftSoldOut ? (
            <Alert tone="warning">{MANAGE_BOOKING_MESSAGES.privateRoomsSoldOutRemoveSelection}</Alert>
          ) : null}
          {people.length - choices.privateIds.size > 1 ? (
            <RadioGroup
              label="Shared rooms"
              orientation="horizontal"
              value={choices.sharedRoomType}
              onChange={(v) => change(choices.privateIds, v === 'twin' ? 'twin' : 'double')}
            >
              <Radio value="double">One bed (double)</Radio>
              <Radio value="twin">Two beds (twin)</Radio>
            </RadioGroup>
          ) : null}
          <div className="tv-Actions">
            <Button isDisabled={!updateEnabled} onPress={() => manage.send({ type: 'rooms.update' })}>
              Update
            </Button>
            <Button variant="secondary" onPress={() => manage.send({ type: 'rooms.cancel' })}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          <ol className="tv-Rooms">
            {rooms.map((room, i) => (
              <li key={`${room.roomType}-${room.travelers.join('-')}`} className="tv-Room">
                <span className="tv-Room-number">Room {i + 1}</span>
                <span className="tv-Room-type">{ROOM_TYPE_LABELS[room.roomType]}</span>
                <span className="tv-Muted">{room.travelers.map(nameOf).join(' & ') || '—'}</span>
              </li>
            ))}
            {rooms.length === 0 ? <li className="tv-Empty">No rooms assigned yet.</li> : null}
          </ol>
          <Button variant="secondary" isDisabled={!canEdit} onPress={() => manage.send({ type: 'rooms.edit' })}>
            Edit Room Selection
          </Button>
        </>
      )}

      {privateRoom.shown ? (
        <div className="tv-PrivateSwitch">
          <Switch
            isSelected={privateRoom.on}
            isDisabled={!privateRoom.enabled}
            onChange={(on) => manage.send({ type: 'privateRoom.toggle', on })}
          >
            Private room upgrade for the last room (+{price})
          </Switch>
          {!privateRoom.enabled && !privateRoom.on ? (
            <p className="tv-Muted">
              The upgrade gives the last traveler of an odd-numbered party a room of their own while private rooms
              remain. Use Edit Room Selection to choose rooms for everyone.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
