// The booker's country of residence (MKT-033): a searchable list of every country (react-aria ComboBox over the
// domain's ISO 3166 list); typing filters by name, and the choice is its two-letter code.
import { BOOKER_COUNTRIES } from '@caravan/domain';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';

/** The list's items, built once: a new array on every render would make the ComboBox rebuild and reset its text. */
const COUNTRY_ITEMS = BOOKER_COUNTRIES.map((c) => ({ id: c.code, name: c.name }));

export interface CountryFieldProps {
  value: string;
  onChange: (code: string) => void;
}

export function CountryField({ value, onChange }: CountryFieldProps) {
  return (
    <ComboBox
      className="cv-Field"
      name="countryCode"
      defaultItems={COUNTRY_ITEMS}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      isRequired
    >
      <Label className="cv-Field-label">Country of residence</Label>
      <div className="pt-Country-input">
        <Input className="cv-Input" autoComplete="country-name" />
        <AriaButton className="pt-Country-button" aria-label="Show all countries">
          ▾
        </AriaButton>
      </div>
      <Text slot="description" className="cv-Field-description">
        Type to search, e.g. “United”.
      </Text>
      <FieldError className="cv-Field-error" />
      <Popover className="pt-Country-popover">
        <ListBox className="pt-Country-list">
          {(country: { id: string; name: string }) => (
            <ListBoxItem id={country.id} className="pt-Country-item" textValue={country.name}>
              {country.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
