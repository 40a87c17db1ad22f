// Tab 1 'Review details' (RTE-027): name, country, destination, summary and packages with every §5 message inline.
// On /new the first save is the itinerary machine's create actor (OPI-006); later saves send the version read, so a
// stale save is refused (409) and shown as 'Error - {reason}' above the buttons (OER-002) with a toast (OER-004).
import { COUNTRIES, itineraryNameHint, nextOperatorItineraryStep, operatorItineraryPath } from '@caravan/domain';
import { Button, Link, TextField } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../shell/notify.js';
import { type OperatorItinerary, itineraryApi, itineraryKeys } from '../itineraries/itineraries.api.js';
import { useItineraryLifecycle } from '../itineraries/useItineraryLifecycle.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { ChoiceField } from './ChoiceField.js';
import { PackagesFieldset } from './PackagesFieldset.js';
import { PhotosField } from './PhotosField.js';
import {
  type ReviewDetailsValues,
  reviewDetailsErrors,
  reviewDetailsValuesOf,
  saveErrorText,
  shownError,
  withPackageEnabled,
  withPackageLevel,
} from './review-details-form.js';
import { SummaryField } from './SummaryField.js';
import { TimeZoneField } from './TimeZoneField.js';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ id: c.value, label: c.label }));
/** OPI-048: 'Itinerary saved'. */
const notifySaved = () => notify({ title: OPERATOR_MESSAGES.itinerarySaved, tone: 'success' }, 'snackbar');
const reasonOf = (e: unknown) => (e instanceof Error && e.message ? e.message : OPERATOR_MESSAGES.generic);

export function ReviewDetailsTab({ itinerary }: { itinerary: OperatorItinerary | null }) {
  const [values, setValues] = useState<ReviewDetailsValues>(() => reviewDetailsValuesOf(itinerary));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => reviewDetailsErrors(values), [values]);
  const errorOf = (field: string) => shownError(errors, field, attempted);
  /** A field's invalid state and message, for the ui fields. */
  const invalid = (field: string) => {
    const message = errorOf(field);
    return message === undefined ? { isInvalid: false } : { isInvalid: true, errorMessage: message };
  };
  const set = <K extends keyof ReviewDetailsValues>(key: K, value: ReviewDetailsValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const lifecycle = useItineraryLifecycle(itinerary);

  const failed = useCallback((reason: string) => {
    setFailure(saveErrorText(reason));
    notify({ title: OPERATOR_MESSAGES.failureTitle, description: reason, tone: 'danger' }, 'snackbar');
  }, []);

  // The machine created the itinerary: its page is now the stored itinerary's.
  useEffect(() => {
    if (!lifecycle.createdId) return;
    notifySaved();
    void queryClient.invalidateQueries({ queryKey: itineraryKeys.all() });
    navigate(operatorItineraryPath(lifecycle.createdId), { replace: true });
  }, [lifecycle.createdId, navigate, queryClient]);
  // The machine's create failed: say why.
  useEffect(() => {
    if (lifecycle.createError) failed(lifecycle.lastFailure.current ?? lifecycle.createError);
  }, [lifecycle.createError, lifecycle.lastFailure, failed]);

  const update = useMutation({
    mutationFn: (v: ReviewDetailsValues) =>
      itineraryApi.update((itinerary as OperatorItinerary).id, v, (itinerary as OperatorItinerary).version),
    onSuccess: async (data) => {
      queryClient.setQueryData(itineraryKeys.one(data.id), data);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.all(), exact: false });
      notifySaved();
    },
    onError: (e) => failed(reasonOf(e)),
  });

  const save = () => {
    setAttempted(true);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    if (itinerary === null) lifecycle.create(values);
    else update.mutate(values);
  };
  const next = nextOperatorItineraryStep('review-details');

  return (
    <form
      className="op-Form"
      aria-label="Review details"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField
        label="Itinerary name"
        description={itineraryNameHint()}
        value={values.name}
        onChange={(v) => set('name', v)}
        {...invalid('name')}
      />
      <ChoiceField
        label="Country"
        options={COUNTRY_OPTIONS}
        value={values.country || null}
        onChange={(value) => set('country', value)}
        error={errorOf('country')}
      />
      <TextField
        label="Destination"
        value={values.destination}
        onChange={(v) => set('destination', v)}
        {...invalid('destination')}
      />
      <TimeZoneField value={values.timeZone} onChange={(v) => set('timeZone', v)} error={errorOf('timeZone')} />
      <SummaryField value={values.tripSummary} onChange={(v) => set('tripSummary', v)} error={errorOf('tripSummary')} />
      <PackagesFieldset
        values={values}
        errorOf={errorOf}
        onToggle={(level, on) => setValues((v) => withPackageEnabled(v, level, on))}
        onLevel={(level, field, value) => setValues((v) => withPackageLevel(v, level, field, value))}
      />
      <PhotosField photos={values.photos} onChange={(photos) => set('photos', photos)} error={errorOf('photos')} />
      {failure ? (
        <p className="op-Error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="op-Actions">
        <Button type="submit" isPending={lifecycle.creating || update.isPending}>
          Save
        </Button>
        {next && itinerary ? (
          <Link href={operatorItineraryPath(itinerary.id, next)} variant="button">
            Next
          </Link>
        ) : null}
      </div>
    </form>
  );
}
