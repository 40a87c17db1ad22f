// Interests for the profile editor: the host-interests list (HAP-034) as check boxes, the chosen ones in order.
import type { HostInterest } from '@caravan/domain';
import { Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { profileApi, profileKeys } from './profile.api.js';

export function InterestPicker({
  selected,
  onChange,
}: {
  selected: HostInterest[];
  onChange: (v: HostInterest[]) => void;
}) {
  const options = useQuery({
    queryKey: profileKeys.interests(),
    queryFn: ({ signal }) => profileApi.interests(signal),
  });
  if (options.isPending) return <Spinner label="Loading interests…" />;
  const ids = new Set(selected.map((i) => i._id));
  return (
    <fieldset className="ob-Interests">
      <legend className="pt-visually-hidden">Interests</legend>
      {(options.data ?? []).map((i) => (
        <label key={i._id} className="ob-Interest" data-selected={ids.has(i._id) || undefined}>
          <input
            type="checkbox"
            checked={ids.has(i._id)}
            onChange={() => onChange(ids.has(i._id) ? selected.filter((s) => s._id !== i._id) : [...selected, i])}
          />
          {i.name}
        </label>
      ))}
    </fieldset>
  );
}
