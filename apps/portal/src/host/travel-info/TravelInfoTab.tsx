// The Travel Info tab (HTI-001, HTI-003, HTI-011..HTI-014): the host's own flights (12-hour times), post-trip plans,
// insurance, passport (required when the trip needs one), emergency contact, dietary and medical disclosures, guide
// request, the read-only accommodation note and the preparation document. Save only when changed, never on complete
// trips; errors under each field from the domain's shared schema.
import {
  hasTripFormChanged,
  TRAVEL_INFO_PREPARATION_LINK_LABEL,
  TRIP_FORM_SAVE_ERROR_MESSAGE,
  TRIP_FORM_SAVED_MESSAGE,
  validateTripTravelerForm,
} from '@caravan/domain';
import { Alert, Button, Card, Form, Heading, Link, Spinner, TextField } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { notify } from '../../shell/notify.js';
import { CheckboxField, TextAreaField, TimePicker } from '../../traveler/trip-form/fields.js';
import '../../traveler/trip-form/trip-form.css';
import { type HostTravelInfo, travelInfoApi, travelInfoKey } from './travel-info.api.js';
import { draftOf, formOf, type TextPath, type TravelInfoDraft } from './travel-info-draft.js';
import './travel-info.css';

export function TravelInfoTab({ tripId }: { tripId: string }) {
  const query = useQuery({
    queryKey: travelInfoKey(tripId),
    queryFn: ({ signal }) => travelInfoApi.read(tripId, signal),
  });
  return (
    <section className="ws-Section ti-TravelInfo" aria-labelledby="ti-heading">
      <Heading level={2} id="ti-heading">
        Travel Info
      </Heading>
      {query.isError ? (
        <Alert tone="danger" title="We couldn't load your travel info">
          {query.error instanceof ApiError ? query.error.message : 'Something went wrong.'}{' '}
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !query.data ? (
        <Spinner size="lg" label="Loading your travel info…" />
      ) : (
        <TravelInfoForm key={query.data.updatedAt ?? 'new'} tripId={tripId} info={query.data} />
      )}
    </section>
  );
}

function TravelInfoForm({ tripId, info }: { tripId: string; info: HostTravelInfo }) {
  const queryClient = useQueryClient();
  const [saved] = useState<TravelInfoDraft>(() => draftOf(info.form));
  const [draft, setDraft] = useState<TravelInfoDraft>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const locked = !info.editable;
  const changed = hasTripFormChanged(formOf(saved), formOf(draft));
  const save = useMutation({
    mutationFn: () => travelInfoApi.save(tripId, formOf(draft)),
    onSuccess: (next) => {
      notify({ title: TRIP_FORM_SAVED_MESSAGE, tone: 'success' });
      queryClient.setQueryData(travelInfoKey(tripId), next);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      notify({ title: TRIP_FORM_SAVE_ERROR_MESSAGE, tone: 'danger' });
    },
  });
  const submit = () => {
    const found = validateTripTravelerForm(formOf(draft), { passportRequired: info.passportRequired });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
    else notify({ title: TRIP_FORM_SAVE_ERROR_MESSAGE, tone: 'danger' });
  };
  const set = (path: TextPath, value: string) => {
    setDraft((d) => ({ ...d, text: { ...d.text, [path]: value } }));
    setErrors(({ [path]: _, ...rest }) => rest);
  };
  const text = (path: TextPath, label: string, extra: { description?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={draft.text[path]}
      onChange={(v) => set(path, v)}
      isDisabled={locked}
      isRequired={extra.required ?? false}
      isInvalid={Boolean(errors[path])}
      errorMessage={errors[path] ?? ''}
      {...(extra.description ? { description: extra.description } : {})}
    />
  );
  const date = (path: TextPath, label: string, required = false) =>
    text(path, label, { description: 'MM/DD/YYYY', required });
  const flight = (leg: 'arrivalDetails' | 'departureDetails', title: string) => (
    <Card title={title}>
      <div className="ti-Grid">
        {text(`flightInformation.${leg}.airline`, 'Airline')}
        {text(`flightInformation.${leg}.flightNumber`, 'Flight number')}
        {date(`flightInformation.${leg}.date`, 'Date')}
        <TimePicker
          label="Time"
          value={draft.text[`flightInformation.${leg}.time`]}
          onChange={(v) => set(`flightInformation.${leg}.time`, v)}
          error={errors[`flightInformation.${leg}.time`]}
          isDisabled={locked}
        />
      </div>
    </Card>
  );
  const needPassport = info.passportRequired;

  return (
    <Form
      className="ti-Form"
      // The domain's shared schema decides and names every missing field (with the error toast), not the browser.
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {locked ? (
        <Alert tone="info" title="Travel info is read-only">
          This trip is complete, so its travel info can no longer be changed.
        </Alert>
      ) : null}
      {flight('arrivalDetails', 'Arrival flight')}
      {flight('departureDetails', 'Departure flight')}
      <Card title="Post-trip plans">
        <TextAreaField
          label="Your plans after the trip"
          value={draft.text.endOfTripPlans}
          onChange={(v) => set('endOfTripPlans', v)}
          isDisabled={locked}
        />
      </Card>
      <Card title="Travel insurance">
        <div className="ti-Grid">
          {text('travelInsurance.carrier', 'Carrier')}
          {text('travelInsurance.policyNumber', 'Policy number')}
        </div>
      </Card>
      <Card title="Passport">
        {needPassport ? (
          <p className="pt-Muted">This trip requires a passport: every field but the middle name is required.</p>
        ) : null}
        <div className="ti-Grid">
          {text('passportInformation.firstName', 'First Name', { required: needPassport })}
          {text('passportInformation.middleName', 'Middle Name')}
          {text('passportInformation.lastName', 'Last Name', { required: needPassport })}
          {text('passportInformation.number', 'Passport Number', { required: needPassport })}
          {text('passportInformation.nationality', 'Nationality', { required: needPassport })}
          {text('passportInformation.gender', 'Gender', { required: needPassport })}
          {date('passportInformation.issueDate', 'Issue Date', needPassport)}
          {date('passportInformation.expirationDate', 'Expiration Date', needPassport)}
          {date('passportInformation.dateOfBirth', 'Date Of Birth', needPassport)}
        </div>
      </Card>
      <Card title="Emergency contact">
        <div className="ti-Grid">
          {text('emergencyContact.name', 'Name', { required: true })}
          {text('emergencyContact.relationship', 'Relationship', { required: true })}
          {text('emergencyContact.phone', 'Phone', { required: true })}
          {text('emergencyContact.email', 'Email', { required: true })}
        </div>
      </Card>
      <Card title="Dietary disclosures">
        {text('disclosuresAndPreferences.preferences', 'Dietary preferences', {
          description: 'Separate several with commas, e.g. vegetarian, no nuts',
        })}
        <TextAreaField
          label="Anything else about your diet"
          value={draft.text['disclosuresAndPreferences.description']}
          onChange={(v) => set('disclosuresAndPreferences.description', v)}
          isDisabled={locked}
        />
      </Card>
      <Card title="Medical and mobility disclosure">
        <TextAreaField
          label="Medical conditions or mobility needs we should know about"
          value={draft.text.medicalAndMobilityDisclosure}
          onChange={(v) => set('medicalAndMobilityDisclosure', v)}
          isDisabled={locked}
        />
      </Card>
      <Card title="Guide request">
        <CheckboxField
          label="I would like a local guide"
          checked={draft.guide}
          onChange={(guide) => setDraft((d) => ({ ...d, guide }))}
          isDisabled={locked}
        />
        <TextAreaField
          label="Other requests"
          value={draft.text['specialRequests.description']}
          onChange={(v) => set('specialRequests.description', v)}
          isDisabled={locked}
        />
      </Card>
      <Card title="Pre/post-trip accommodation">
        <p>{info.accommodationNote}</p>
      </Card>
      <Card title="Trip preparation">
        {info.preparationListUrl ? (
          <Link href={info.preparationListUrl} target="_blank" rel="noopener">
            {TRAVEL_INFO_PREPARATION_LINK_LABEL}
          </Link>
        ) : (
          <p className="pt-Muted">The preparation document will be shared closer to the trip.</p>
        )}
      </Card>
      <div className="ti-Actions">
        <Button type="submit" isDisabled={locked || !changed} isPending={save.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
