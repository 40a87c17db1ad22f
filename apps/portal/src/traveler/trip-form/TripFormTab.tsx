// The Trip Form tab (TFM): flights with 12-hour times, end-of-trip plans, insurance, special requests, passport (when
// the trip requires it), emergency contact, preferences and disclosures. 'Required' under each missing field
// (TFM-006), Save enabled only when something changed and never on complete trips (TFM-013, TFM-014), the saved form
// read back after a save (TFM-020).
import { useState } from 'react';
import {
  canSaveTravelerTripForm,
  END_OF_TRIP_PLANS,
  type MyTripForm,
  parseTravelerTripFormDate,
  ROOMMATE_PREFERENCES,
  type RoommatePreferenceCode,
  TRAVELER_ANALYTICS_EVENTS,
  TRAVELER_TRIP_FORM_DATE_FORMAT,
  type TripStatus,
  validateTravelerTripForm,
} from '@caravan/domain';
import { Alert, Button, Card, Form, Radio, RadioGroup, Spinner, TextField } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.js';
import { loadStateOf } from '../../api/queries.js';
import { useAnalytics } from '../../shell/analytics-context.js';
import { notify } from '../../shell/notify.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useTrip } from '../shell/TripContext.js';
import { CheckboxField, TextAreaField, TimePicker } from './fields.js';
import { fetchMyTripForm, saveMyTripForm, tripFormQueryKey } from './trip-form-api.js';
import {
  draftChanged,
  draftOf,
  payloadOf,
  roommateGenderLabel,
  type TextPath,
  type TripFormDraft,
} from './trip-form-draft.js';
import './trip-form.css';

/** DECIDE: the note under a date field that was cleared because it was not a real date (TFM-017). */
const DATE_CLEARED = `That was not a valid date; enter it as ${TRAVELER_TRIP_FORM_DATE_FORMAT}.`;

export function TripFormTab() {
  const { trip } = useTrip();
  const query = useQuery({
    queryKey: tripFormQueryKey(trip.id),
    queryFn: ({ signal }) => fetchMyTripForm(trip.id, signal),
  });
  const state = loadStateOf(query);
  if (state.status === 'failed')
    return (
      <LoadFailed
        title="We couldn't load your trip form"
        message={state.message}
        onRetry={() => void query.refetch()}
      />
    );
  const record = state.data;
  if (!record)
    return (
      <>
        <h2 className="pt-visually-hidden">Trip Form</h2>
        <Spinner size="lg" label="Loading your trip form…" />
      </>
    );
  return <TripFormEditor key={record.updatedAt ?? 'new'} record={record} tripStatus={trip.status} />;
}

function TripFormEditor({ record, tripStatus }: { record: MyTripForm; tripStatus: TripStatus }) {
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const [saved, setSaved] = useState<TripFormDraft>(() => draftOf(record.form));
  const [draft, setDraft] = useState<TripFormDraft>(() => draftOf(record.form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cleared, setCleared] = useState<Partial<Record<TextPath, boolean>>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = draftChanged(draft, saved);
  const locked = !record.editable;
  const canSave = record.editable && canSaveTravelerTripForm({ changed, tripStatus });

  const setText = (path: TextPath, value: string) => {
    setDraft((d) => ({ ...d, text: { ...d.text, [path]: value } }));
    setErrors(({ [path]: _, ...rest }) => rest);
    setCleared(({ [path]: _, ...rest }) => rest);
  };
  const text = (path: TextPath, label: string, options: { type?: 'email' | 'tel' } = {}) => (
    <TextField
      label={label}
      value={draft.text[path]}
      onChange={(v) => setText(path, v)}
      isDisabled={locked}
      isInvalid={errors[path] !== undefined}
      {...(options.type ? { type: options.type } : {})}
      {...(errors[path] ? { errorMessage: errors[path] } : {})}
    />
  );
  const date = (path: TextPath, label: string) => (
    <TextField
      label={label}
      placeholder={TRAVELER_TRIP_FORM_DATE_FORMAT}
      value={draft.text[path]}
      onChange={(v) => setText(path, v)}
      onBlur={() => {
        const v = draft.text[path].trim();
        // An invalid date clears the field (TFM-017).
        if (v !== '' && !parseTravelerTripFormDate(v)) {
          setDraft((d) => ({ ...d, text: { ...d.text, [path]: '' } }));
          setCleared((c) => ({ ...c, [path]: true }));
        }
      }}
      isDisabled={locked}
      isInvalid={errors[path] !== undefined}
      description={cleared[path] ? DATE_CLEARED : TRAVELER_TRIP_FORM_DATE_FORMAT}
      {...(errors[path] ? { errorMessage: errors[path] } : {})}
    />
  );
  const time = (path: TextPath, label: string) => (
    <TimePicker
      label={label}
      value={draft.text[path]}
      onChange={(v) => setText(path, v)}
      error={errors[path]}
      isDisabled={locked}
    />
  );

  const save = async () => {
    setFailure(null);
    const payload = payloadOf(draft);
    const missing = validateTravelerTripForm(payload, { passportRequired: record.passportRequired });
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setPending(true);
    try {
      const result = await saveMyTripForm(record.tripId, record.userId, payload);
      // The saved form as the server answers it is the new baseline (TFM-020).
      const fresh = draftOf(result.form);
      setSaved(fresh);
      setDraft(fresh);
      setErrors({});
      queryClient.setQueryData(tripFormQueryKey(record.tripId), result);
      notify({ title: 'Your trip form was saved.', tone: 'success' }, 'snackbar');
      analytics.track(TRAVELER_ANALYTICS_EVENTS.tripFormSaved, { tripId: record.tripId });
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) setErrors(e.fields);
      setFailure(e instanceof ApiError ? e.message : 'There was an error processing your request');
    } finally {
      setPending(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <Card title="Trip Form">
      <Form
        className="tf-Form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {locked ? (
          <Alert tone="info" title="This trip is complete">
            The trip form can no longer be changed.
          </Alert>
        ) : null}
        {errorCount > 0 ? (
          <Alert tone="danger" title="Some required fields are missing">
            Fill in the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked Required, then save again.
          </Alert>
        ) : null}
        {failure && errorCount === 0 ? (
          <Alert tone="danger" title="We couldn't save your trip form">
            {failure}
          </Alert>
        ) : null}

        <h3>Arrival flight</h3>
        <div className="tf-Grid">
          {text('flightInformation.arrivalDetails.airline', 'Arrival airline (optional)')}
          {text('flightInformation.arrivalDetails.flightNumber', 'Arrival flight number')}
          {date('flightInformation.arrivalDetails.date', 'Arrival date')}
          {time('flightInformation.arrivalDetails.time', 'Arrival time')}
        </div>
        <h3>Departure flight</h3>
        <div className="tf-Grid">
          {text('flightInformation.departureDetails.airline', 'Departure airline (optional)')}
          {text('flightInformation.departureDetails.flightNumber', 'Departure flight number')}
          {date('flightInformation.departureDetails.date', 'Departure date')}
          {time('flightInformation.departureDetails.time', 'Departure time')}
        </div>

        <RadioGroup
          label="End-of-trip plans"
          value={draft.text.endOfTripPlans}
          onChange={(v) => setText('endOfTripPlans', v)}
          isDisabled={locked}
          isInvalid={errors.endOfTripPlans !== undefined}
          {...(errors.endOfTripPlans ? { errorMessage: errors.endOfTripPlans } : {})}
        >
          {END_OF_TRIP_PLANS.map((plan) => (
            <Radio key={plan} value={plan}>
              {plan}
            </Radio>
          ))}
        </RadioGroup>

        {record.passportRequired ? (
          <>
            <h3>Passport</h3>
            <p>This trip requires a passport: enter it exactly as printed.</p>
            <div className="tf-Grid">
              {text('passportInformation.firstName', 'First name')}
              {text('passportInformation.middleName', 'Middle name (optional)')}
              {text('passportInformation.lastName', 'Last name')}
              {text('passportInformation.passportNumber', 'Passport number')}
              {text('passportInformation.nationality', 'Nationality')}
              {text('passportInformation.gender', 'Gender')}
              {date('passportInformation.dateOfBirth', 'Date of birth')}
              {date('passportInformation.issueDate', 'Issue date')}
              {date('passportInformation.expirationDate', 'Expiration date')}
            </div>
          </>
        ) : null}

        <h3>Emergency contact</h3>
        <div className="tf-Grid">
          {text('emergencyContact.name', 'Contact name')}
          {text('emergencyContact.relationship', 'Relationship')}
          {text('emergencyContact.phone', 'Contact phone', { type: 'tel' })}
          {text('emergencyContact.email', 'Contact email', { type: 'email' })}
        </div>

        <h3>Travel insurance</h3>
        <div className="tf-Grid">
          {text('travelInsurance.carrier', 'Insurance carrier (optional)')}
          {text('travelInsurance.policyNumber', 'Policy number (optional)')}
        </div>

        <h3>Special requests</h3>
        <div className="tf-Grid">
          {text('specialRequests.roomMate', 'Roommate request (optional)')}
          {text('specialRequests.guide', 'Request for your guide (optional)')}
        </div>
        <TextAreaField
          label="Other requests (optional)"
          value={draft.text['specialRequests.description']}
          onChange={(v) => setText('specialRequests.description', v)}
          isDisabled={locked}
        />

        <h3>Roommate preferences</h3>
        <fieldset className="tf-Checks">
          <legend className="cv-Field-label">I am a…</legend>
          {(Object.entries(ROOMMATE_PREFERENCES) as [RoommatePreferenceCode, string][]).map(([code, label]) => (
            <CheckboxField
              key={code}
              label={label}
              checked={draft.preferences[code]}
              isDisabled={locked}
              onChange={(on) => setDraft((d) => ({ ...d, preferences: { ...d.preferences, [code]: on } }))}
            />
          ))}
        </fieldset>
        <fieldset className="tf-Checks">
          <legend className="cv-Field-label">I am comfortable sharing a room with</legend>
          {Object.keys(draft.genders).map((gender) => (
            <CheckboxField
              key={gender}
              label={roommateGenderLabel(gender)}
              checked={draft.genders[gender] === true}
              isDisabled={locked}
              onChange={(on) => setDraft((d) => ({ ...d, genders: { ...d.genders, [gender]: on } }))}
            />
          ))}
        </fieldset>
        <TextAreaField
          label="Anything else about your preferences (optional)"
          value={draft.text['disclosuresAndPreferences.description']}
          onChange={(v) => setText('disclosuresAndPreferences.description', v)}
          isDisabled={locked}
        />
        <TextAreaField
          label="Medical and mobility disclosure (optional)"
          value={draft.text.medicalAndMobilityDisclosure}
          onChange={(v) => setText('medicalAndMobilityDisclosure', v)}
          isDisabled={locked}
        />

        <div className="tf-Actions">
          <Button type="submit" isDisabled={!canSave} isPending={pending}>
            Save trip form
          </Button>
          {record.editable && !changed ? <span className="cv-Field-description">No changes to save.</span> : null}
        </div>
      </Form>
    </Card>
  );
}
