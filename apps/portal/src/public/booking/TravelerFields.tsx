// One traveler of the booking form: name, email and room (shared, or private with the single supplement).
import type { NewBookingTraveler } from '@caravan/domain';
import { Button, Radio, RadioGroup, TextField } from '@caravan/ui';

export interface TravelerFieldsProps {
  index: number;
  traveler: NewBookingTraveler;
  /** The signed-in customer's email is their account's. */
  lockedEmail: boolean;
  privateRoomsOffered: boolean;
  supplement: string;
  onChange: (patch: Partial<NewBookingTraveler>) => void;
  onRemove: (() => void) | undefined;
}

/** A fieldset per traveler; the first is 'You'. */
export function TravelerFields({
  index,
  traveler,
  lockedEmail,
  privateRoomsOffered,
  supplement,
  onChange,
  onRemove,
}: TravelerFieldsProps) {
  const who = index === 0 ? 'You' : `Traveler ${index + 1}`;
  return (
    <fieldset className="pt-Booking-traveler">
      <legend>{who}</legend>
      <TextField
        label="First name"
        name={`travelers.${index}.firstName`}
        autoComplete={index === 0 ? 'given-name' : 'off'}
        value={traveler.firstName}
        onChange={(firstName) => onChange({ firstName })}
        isRequired
      />
      <TextField
        label="Last name"
        name={`travelers.${index}.lastName`}
        autoComplete={index === 0 ? 'family-name' : 'off'}
        value={traveler.lastName}
        onChange={(lastName) => onChange({ lastName })}
        isRequired
      />
      <TextField
        label="Email"
        type="email"
        name={`travelers.${index}.email`}
        autoComplete={index === 0 ? 'email' : 'off'}
        value={traveler.email}
        onChange={(email) => onChange({ email })}
        isReadOnly={lockedEmail}
        isRequired
      />
      <RadioGroup
        label={`Room for ${index === 0 ? 'you' : traveler.firstName || `traveler ${index + 1}`}`}
        value={traveler.room}
        onChange={(room) => onChange({ room: room as NewBookingTraveler['room'] })}
        orientation="horizontal"
      >
        <Radio value="shared">Shared room</Radio>
        <Radio value="private" isDisabled={!privateRoomsOffered} detail={`+${supplement}`}>
          Private room
        </Radio>
      </RadioGroup>
      {onRemove ? (
        <Button variant="quiet" size="sm" onPress={onRemove}>
          Remove {who.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}
