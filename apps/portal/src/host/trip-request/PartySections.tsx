// The companions and rooms sections of the request (CAT-013, CAT-038..CAT-044, CAT-050): companions added or removed
// in edit mode, each field's 'This field is required'; rooms with the spec's '{n} Room(s) Limit' and bed messages.
import {
  canAddOrRemoveTripRequestCompanions,
  COMPANION_AGE_RANGES,
  emptyTripRequestCompanion,
  HOST_ROOM_TYPES,
  type HostRoomType,
  maxHostRooms,
  type TripRequestCompanionDraft,
  validateHostRoomBeds,
  validateHostRoomTotal,
} from '@caravan/domain';
import { Button, Select, TextField } from '@caravan/ui';
import { removeAt, replaceAt, type SectionProps } from './form-state.js';

const ROOM_LABEL: Record<HostRoomType, string> = {
  'one-bed': 'One bed',
  'two-beds': 'Two beds',
  'shared-bed': 'Shared bed',
};
/** The request screen is the form's edit mode; a sent request is read on the trip workspace (CAT-050). */
const MODE = 'edit' as const;

export function CompanionsSection({ values, errors, onChange }: SectionProps) {
  const editable = canAddOrRemoveTripRequestCompanions(MODE);
  const set = (i: number, patch: Partial<TripRequestCompanionDraft>) => {
    const current = values.companions[i];
    if (current) onChange({ ...values, companions: replaceAt(values.companions, i, { ...current, ...patch }) });
  };
  return (
    <section className="tr-Section" aria-labelledby="tr-companions">
      <h2 id="tr-companions">Companions</h2>
      <p>Who travels with you at no charge to your travelers.</p>
      {values.companions.map((c, i) => {
        const err = (f: string) => errors[`companions.${i}.${f}`];
        const n = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a companion has no id until saved; every field is controlled.
          <fieldset key={i} className="tr-Row">
            <legend>Companion {n}</legend>
            <TextField
              label={`Companion ${n} first name`}
              value={c.firstName}
              onChange={(v) => set(i, { firstName: v })}
              isInvalid={Boolean(err('firstName'))}
              errorMessage={err('firstName') ?? ''}
            />
            <TextField
              label={`Companion ${n} last name`}
              value={c.lastName}
              onChange={(v) => set(i, { lastName: v })}
              isInvalid={Boolean(err('lastName'))}
              errorMessage={err('lastName') ?? ''}
            />
            <Select
              label={`Companion ${n} age range`}
              options={COMPANION_AGE_RANGES.map((r) => ({ id: r, label: r }))}
              selectedKey={c.ageRange || null}
              onSelectionChange={(k) => set(i, { ageRange: COMPANION_AGE_RANGES.find((r) => r === k) ?? '' })}
              isInvalid={Boolean(err('ageRange'))}
              errorMessage={err('ageRange') ?? ''}
            />
            {editable ? (
              <Button
                variant="quiet"
                onPress={() => onChange({ ...values, companions: removeAt(values.companions, i) })}
              >
                Remove companion {n}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {editable ? (
        <Button
          variant="secondary"
          onPress={() =>
            onChange({
              ...values,
              // A new row starts empty; the schema's messages name what is missing on Reserve (CAT-039).
              companions: [...values.companions, emptyTripRequestCompanion()],
            })
          }
        >
          Add companion
        </Button>
      ) : null}
    </section>
  );
}

export function RoomsSection({ values, errors, onChange }: SectionProps) {
  const companions = values.companions.length;
  const total = validateHostRoomTotal(values.hostRooms.length, companions);
  const beds = validateHostRoomBeds(values.hostRooms, companions);
  const messages = [total, beds, errors.quantityHostRooms, errors.hostRooms].filter(
    (m, i, all): m is string => Boolean(m) && all.indexOf(m) === i,
  );
  return (
    <section className="tr-Section" aria-labelledby="tr-rooms">
      <h2 id="tr-rooms">Rooms</h2>
      <p>One room for you and up to one for each companion ({maxHostRooms(companions)} at most).</p>
      {values.hostRooms.map((room, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a room has no id; its one field is controlled.
        <div key={i} className="tr-Row">
          <Select
            label={`Room ${i + 1}`}
            options={HOST_ROOM_TYPES.map((t) => ({ id: t, label: ROOM_LABEL[t] }))}
            selectedKey={room.roomType}
            onSelectionChange={(k) =>
              onChange({ ...values, hostRooms: replaceAt(values.hostRooms, i, { roomType: k as HostRoomType }) })
            }
          />
          {values.hostRooms.length > 1 ? (
            <Button variant="quiet" onPress={() => onChange({ ...values, hostRooms: removeAt(values.hostRooms, i) })}>
              Remove room {i + 1}
            </Button>
          ) : null}
        </div>
      ))}
      <Button
        variant="secondary"
        onPress={() => onChange({ ...values, hostRooms: [...values.hostRooms, { roomType: 'one-bed' }] })}
      >
        Add room
      </Button>
      {messages.map((m) => (
        <p key={m} className="tr-Error" aria-live="polite">
          {m}
        </p>
      ))}
    </section>
  );
}
