// The workshop spaces, optional activities, additional host services and additional requests of the request (CAT-013,
// CAT-045..CAT-049, CAT-051): the spec's limit messages, the host joining activities free (and what the group pays),
// the instant-approval warning.
import {
  additionalRequestsWarning,
  formatMinor,
  type HostSelectedOptionalService,
  optionalActivityCost,
  showsAdditionalRequestsSection,
  validateOptionalActivityAttendance,
  validateWorkshopHours,
} from '@caravan/domain';
import { Alert, Switch, TextField } from '@caravan/ui';
import type { ItineraryDescription } from '../catalogue/catalogue.api.js';
import { removeAt, replaceAt, type SectionProps, wholeNumber } from './form-state.js';

type Itinerary = ItineraryDescription['itinerary'];
type Props = SectionProps & { itinerary: Itinerary };

/** DECIDE: the host feature flag of the additional requests section is on: nothing in the spec turns it off. */
export const ADDITIONAL_REQUESTS_FLAG = true;

export function WorkshopSection({ values, errors, onChange, itinerary }: Props) {
  const spaces = itinerary.days.flatMap((d) =>
    d.services.filter((s) => s.type === 'WORKSHOP_SPACE').map((s) => ({ ...s, day: d.dayIndex + 1 })),
  );
  return (
    <section className="tr-Section" aria-labelledby="tr-workshops">
      <h2 id="tr-workshops">Workshop spaces</h2>
      {spaces.length === 0 ? <p>This itinerary has no workshop spaces.</p> : null}
      {spaces.map((s) => {
        const index = values.selectedWorkshopSpaces.findIndex((w) => w.id === s.id);
        const selected = values.selectedWorkshopSpaces[index];
        const message = selected
          ? (validateWorkshopHours(selected.length, s.hoursAvailable ?? 0) ??
            errors[`selectedWorkshopSpaces.${index}.length`])
          : null;
        return (
          <div key={`${s.day}-${s.id}`} className="tr-Row">
            <Switch
              isSelected={Boolean(selected)}
              onChange={(on) =>
                onChange({
                  ...values,
                  selectedWorkshopSpaces: on
                    ? [
                        ...values.selectedWorkshopSpaces,
                        {
                          id: s.id,
                          length: 1,
                          service: { _id: s.id, name: s.name, type: s.type, hoursAvailable: s.hoursAvailable },
                        },
                      ]
                    : removeAt(values.selectedWorkshopSpaces, index),
                })
              }
            >
              {`${s.name} (day ${s.day}, up to ${s.hoursAvailable ?? 0} hours)`}
            </Switch>
            {selected ? (
              <TextField
                label={`Hours of ${s.name}`}
                type="number"
                value={String(selected.length)}
                onChange={(v) =>
                  onChange({
                    ...values,
                    selectedWorkshopSpaces: replaceAt(values.selectedWorkshopSpaces, index, {
                      ...selected,
                      length: wholeNumber(v),
                    }),
                  })
                }
                isInvalid={Boolean(message)}
                errorMessage={message ?? ''}
              />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

function OptionalList({ values, errors, onChange, itinerary, activity }: Props & { activity: boolean }) {
  const key = activity ? 'hostSelectedOptionalActivities' : 'hostSelectedOptionalServices';
  const list: HostSelectedOptionalService[] = values[key];
  const offered = itinerary.optionalServices.filter((s) => s.activity === activity);
  if (offered.length === 0) return <p>None for this itinerary.</p>;
  return (
    <>
      {activity ? <p>You join optional activities free of charge.</p> : null}
      {offered.map((s) => {
        const index = list.findIndex((x) => x.id === s.id);
        const count = list[index]?.numberOptingIn ?? 0;
        const message =
          validateOptionalActivityAttendance(count, values.companions.length) ??
          errors[`${key}.${index}.numberOptingIn`];
        const set = (n: number) => {
          const entry = {
            id: s.id,
            numberOptingIn: n,
            service: { _id: s.id, name: s.name, type: s.type, price: s.price },
          };
          const next = index < 0 ? [...list, entry] : replaceAt(list, index, entry);
          onChange({ ...values, [key]: next.filter((x) => x.numberOptingIn !== 0) });
        };
        // CAT-051: what the group pays for an activity, the host joining free.
        const cost =
          activity && count > 0
            ? `The group pays ${formatMinor(optionalActivityCost(s.price, count), itinerary.currency as 'USD')}`
            : undefined;
        return (
          <TextField
            key={s.id}
            label={`${s.name} (${formatMinor(s.price, itinerary.currency as 'USD')} per person): how many join`}
            {...(cost ? { description: cost } : {})}
            type="number"
            value={String(count)}
            onChange={(v) => set(wholeNumber(v))}
            isInvalid={Boolean(message)}
            errorMessage={message ?? ''}
          />
        );
      })}
    </>
  );
}

export function OptionalActivitiesSection(props: Props) {
  return (
    <section className="tr-Section" aria-labelledby="tr-activities">
      <h2 id="tr-activities">Optional activities</h2>
      <OptionalList {...props} activity />
    </section>
  );
}

export function HostServicesSection(props: Props) {
  return (
    <section className="tr-Section" aria-labelledby="tr-services">
      <h2 id="tr-services">Additional host services</h2>
      <OptionalList {...props} activity={false} />
    </section>
  );
}

export function AdditionalRequestsSection({ values, onChange }: SectionProps) {
  if (!showsAdditionalRequestsSection(ADDITIONAL_REQUESTS_FLAG)) return null;
  const warning = additionalRequestsWarning(values.additionalRequests);
  return (
    <section className="tr-Section" aria-labelledby="tr-requests">
      <h2 id="tr-requests">Additional requests</h2>
      <TextField
        label="Anything else we should know?"
        value={values.additionalRequests}
        onChange={(v) => onChange({ ...values, additionalRequests: v })}
      />
      {warning ? <Alert tone="warning">{warning}</Alert> : null}
    </section>
  );
}
