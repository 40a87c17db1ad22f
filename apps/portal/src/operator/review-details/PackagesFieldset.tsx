// The packages of the review details (OPI-017..020, OPI-024): a switch per level, locked when it is the only one on,
// and each enabled package's one accommodation level and one meal level with their messages.
import {
  ITINERARY_ACCOMMODATION_LEVELS,
  ITINERARY_MEAL_LEVELS,
  ITINERARY_PACKAGE_LABELS,
  PACKAGE_LEVELS,
  type PackageLevel,
  isItineraryPackageToggleLocked,
} from '@caravan/domain';
import { Switch } from '@caravan/ui';
import { ChoiceField } from './ChoiceField.js';
import type { ReviewDetailsValues } from './review-details-form.js';

const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

export interface PackagesFieldsetProps {
  values: ReviewDetailsValues;
  errorOf: (field: string) => string | undefined;
  onToggle: (level: PackageLevel, enabled: boolean) => void;
  onLevel: (level: PackageLevel, field: 'accommodationLevels' | 'mealLevels', value: string) => void;
}

export function PackagesFieldset({ values, errorOf, onToggle, onLevel }: PackagesFieldsetProps) {
  const packagesError = errorOf('packages');
  return (
    <fieldset className="op-Packages">
      <legend className="cv-Field-label">Packages</legend>
      {packagesError ? (
        <p className="cv-Field-error" role="alert">
          {packagesError}
        </p>
      ) : null}
      {PACKAGE_LEVELS.map((level) => {
        const pkg = values.packages[level];
        const label = ITINERARY_PACKAGE_LABELS[level];
        const accommodationError = errorOf(`packages.${level}.accommodationLevels`);
        const mealError = errorOf(`packages.${level}.mealLevels`);
        return (
          <div key={level} className="op-Package">
            <Switch
              isSelected={pkg.enabled}
              isDisabled={isItineraryPackageToggleLocked(values.packages, level)}
              onChange={(on) => onToggle(level, on)}
            >
              {label} package
            </Switch>
            {pkg.enabled ? (
              <div className="op-Package-levels">
                <ChoiceField
                  label={`${label} accommodation level`}
                  options={options(ITINERARY_ACCOMMODATION_LEVELS)}
                  value={pkg.accommodationLevels[0] ?? null}
                  onChange={(value) => onLevel(level, 'accommodationLevels', value)}
                  error={accommodationError}
                />
                <ChoiceField
                  label={`${label} meal level`}
                  options={options(ITINERARY_MEAL_LEVELS)}
                  value={pkg.mealLevels[0] ?? null}
                  onChange={(value) => onLevel(level, 'mealLevels', value)}
                  error={mealError}
                />
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
