// The package, start date or departure, and dietary sections of the request (CAT-013, CAT-052, CAT-053, CAT-058..062).
import {
  dietaryOptionsForPackage,
  enabledTripRequestPackages,
  formatDate,
  type InventoryItemDisplayStatus,
  inventoryItemDisplayStatusSchema,
  isInstantApprovalHighlighted,
  isTripRequestDateSelectable,
  type PackageLevel,
  showsTripRequestPackageChoice,
  TRIP_REQUEST_INVENTORY_LIST_MAX_HEIGHT_PX,
} from '@caravan/domain';
import { Badge, Radio, RadioGroup, Select, TextField } from '@caravan/ui';
import type { SectionProps } from './form-state.js';
import { withPackage } from './form-state.js';
import type { Availability } from './trip-request.api.js';

const LABEL: Record<PackageLevel, string> = { standard: 'Standard', economy: 'Economy', premium: 'Premium' };
const NONE = 'none';
/** What a departure's display status (CAT-031, read through the domain's schema: unrecognised is unknown) tells the host. */
const DEPARTURE_DETAIL: Record<InventoryItemDisplayStatus, string> = {
  available: 'Available',
  reserved: 'Few spots left',
  confirmed: 'Few spots left',
  unknown: 'Ask us about spots',
};

type Props = SectionProps & { availability: Availability };

export function PackageSection({ values, onChange, availability }: Props) {
  const enabled = enabledTripRequestPackages(availability);
  if (!showsTripRequestPackageChoice(enabled.length, false)) return null;
  return (
    <section className="tr-Section" aria-labelledby="tr-package">
      <h2 id="tr-package">Package</h2>
      <RadioGroup
        label="Choose a package"
        value={values.selectedPackage}
        onChange={(v) => onChange(withPackage(values, v as PackageLevel, availability))}
      >
        {enabled.map((level) => (
          <Radio key={level} value={level}>
            {LABEL[level]}
          </Radio>
        ))}
      </RadioGroup>
    </section>
  );
}

export function DateSection({ values, errors, onChange, availability }: Props) {
  const pkg = availability[values.selectedPackage];
  if (pkg.isInventoryEnabled)
    return (
      <section className="tr-Section" aria-labelledby="tr-date">
        <h2 id="tr-date">Departure</h2>
        <div className="tr-Inventory" style={{ maxHeight: TRIP_REQUEST_INVENTORY_LIST_MAX_HEIGHT_PX }}>
          <RadioGroup
            label="Choose a departure"
            value={values.itineraryInventoryItemId ?? ''}
            isInvalid={Boolean(errors.itineraryInventoryItemId)}
            onChange={(id) => {
              const item = pkg.itineraryInventoryItems.find((i) => i.id === id);
              onChange({ ...values, itineraryInventoryItemId: id, startDate: item?.startDate ?? null });
            }}
          >
            {pkg.itineraryInventoryItems.map((i) => (
              <Radio
                key={i.id}
                value={i.id}
                detail={DEPARTURE_DETAIL[inventoryItemDisplayStatusSchema.parse(i.displayStatus)]}
              >
                {formatDate(i.startDate, 'MMM dd, yyyy')}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        {errors.itineraryInventoryItemId ? <p className="tr-Error">{errors.itineraryInventoryItemId}</p> : null}
      </section>
    );
  const date = values.startDate;
  const unavailable = date !== null && !isTripRequestDateSelectable(date, pkg);
  const instant = isInstantApprovalHighlighted(date, pkg);
  const ia = pkg.instantApprovalDates;
  return (
    <section className="tr-Section" aria-labelledby="tr-date">
      <h2 id="tr-date">Start date</h2>
      <TextField
        label="Start date"
        type="date"
        value={date ?? ''}
        {...(pkg.firstAvailableDate ? { min: pkg.firstAvailableDate } : {})}
        onChange={(v) => onChange({ ...values, startDate: v || null })}
        isInvalid={unavailable || Boolean(errors.startDate)}
        errorMessage={unavailable ? 'This date is not available' : errors.startDate}
        {...(ia.length > 0
          ? {
              description: `Instant approval from ${formatDate(ia[0] ?? '', 'MMM dd, yyyy')} to ${formatDate(ia.at(-1) ?? '', 'MMM dd, yyyy')}`,
            }
          : {})}
      />
      {instant ? <Badge tone="success">Instant Approval date</Badge> : null}
    </section>
  );
}

export function DietarySection({ values, onChange, availability }: Props) {
  const options = dietaryOptionsForPackage(availability, values.selectedPackage);
  return (
    <section className="tr-Section" aria-labelledby="tr-diet">
      <h2 id="tr-diet">Dietary preferences</h2>
      <Select
        label="Dietary preference"
        options={[{ id: NONE, label: 'None' }, ...options.map((o) => ({ id: o, label: o }))]}
        selectedKey={values.dietaryRestriction ?? NONE}
        onSelectionChange={(k) => onChange({ ...values, dietaryRestriction: k === NONE ? null : String(k) })}
        isDisabled={options.length === 0}
      />
    </section>
  );
}
