// The itinerary's time zone (decision 038): the zone its trips count "today" in — when a booking becomes final, when
// payments fall due. A select of the runtime's IANA names; it lives in the operator's bundle only (the public pages
// never import it: the list is long and theirs to skip).
import { timeZoneNames } from '@caravan/domain';
import { useMemo } from 'react';
import { ChoiceField } from './ChoiceField.js';

const HELP =
  'Trips count their days in this zone: a booking becomes final and payments fall due at midnight there. ' +
  'A trip keeps the zone it was created with: changing it here changes new trips only.';

/** The zones as options, the current value kept even if this browser's list lacks it (an alias such as 'Etc/UTC'). */
export function timeZoneOptions(current: string) {
  const names = timeZoneNames();
  const all = current && !names.includes(current) ? [current, ...names] : names;
  return all.map((name) => ({ id: name, label: name.replaceAll('_', ' ') }));
}

export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <ChoiceField
      label="Time zone"
      description={HELP}
      options={options}
      value={value || null}
      onChange={onChange}
      error={error}
    />
  );
}
