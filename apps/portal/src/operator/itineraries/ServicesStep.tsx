// Tab 2 'Review trip/itinerary' (RTE-028): the day-by-day services builder. Each service save, removal and length change
// is saved at once on the version read (a stale one is refused with its reason, OER-002); shrinking the length first
// confirms what will be lost (SVC-021). The itinerary machine's snapshot decides whether the days may still change.
import {
  type ItineraryServiceType,
  nextOperatorItineraryStep,
  operatorItineraryPath,
  serviceSpansMultipleDays,
} from '@caravan/domain';
import { Alert, Button, Link, ModalDialog, Spinner, TextField } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { notify } from '../../shell/notify.js';
import { useProfile } from '../../shell/session.js';
import { AlternativesCard } from '../alternatives/AlternativesCard.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { saveErrorText } from '../review-details/review-details-form.js';
import { type OperatorItinerary, itineraryApi, itineraryKeys } from './itineraries.api.js';
import { DayCard, type Editing } from './services/DayCard.js';
import type { ServiceFormResult } from './services/ServiceForm.js';
import { itineraryServicePermissions } from './services/service-fields.js';
import {
  type BuilderEntry,
  daysView,
  entriesOf,
  entryErrors,
  lostOnShrink,
  placeProblem,
  savePayload,
  spanOf,
  withAdded,
  withLength,
  withRemoved,
  withReplaced,
} from './services/services-builder.js';
import { useItineraryLifecycle } from './useItineraryLifecycle.js';
import './builder.css';
import { ItineraryPreviewLink } from '../PreviewLinks.js';

export function ServicesStep({ itinerary }: { itinerary: OperatorItinerary | null }) {
  if (itinerary === null)
    return (
      <section className="op-Form" aria-label="Review trip/itinerary">
        <p>Save the review details first: the days are planned on a saved itinerary.</p>
      </section>
    );
  return <ServicesBuilder itinerary={itinerary} />;
}

function ServicesBuilder({ itinerary }: { itinerary: OperatorItinerary }) {
  const profile = useProfile();
  const lifecycle = useItineraryLifecycle(itinerary);
  // DECIDE: the days change only while Not Submitted (the machine allows a submit), because a submitted itinerary is
  // what the platform reviews and approves.
  const readOnly = !lifecycle.canSubmit;
  const permissions = itineraryServicePermissions(profile.group);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: itineraryKeys.services(itinerary.id),
    queryFn: ({ signal }) => itineraryApi.services(itinerary.id, signal),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ day: number; text: string } | null>(null);
  const [lengthText, setLengthText] = useState<string | null>(null);
  const [confirmShrink, setConfirmShrink] = useState<{ length: number; lost: string[] } | null>(null);

  const save = useMutation({
    mutationFn: (days: BuilderEntry[][]) =>
      itineraryApi.saveServices(itinerary.id, savePayload(days, query.data?.version ?? itinerary.version)),
    onSuccess: async (data) => {
      queryClient.setQueryData(itineraryKeys.services(itinerary.id), data);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.one(itinerary.id) });
      setEditing(null);
      setServerErrors({});
      setFailure(null);
      setLengthText(null);
      notify({ title: OPERATOR_MESSAGES.itinerarySaved, tone: 'success' }, 'snackbar');
    },
    onError: (e) => {
      const reason = e instanceof Error && e.message ? e.message : OPERATOR_MESSAGES.generic;
      if (e instanceof ApiError && editing) {
        const index = editing.index ?? query.data?.servicesByDay[editing.dayIndex]?.length ?? 0;
        setServerErrors(entryErrors(e.fields, editing.dayIndex, index));
      }
      setFailure(saveErrorText(reason));
      notify({ title: OPERATOR_MESSAGES.failureTitle, description: reason, tone: 'danger' }, 'snackbar');
    },
  });

  if (query.status === 'error') return <Alert tone="danger">{query.error.message || OPERATOR_MESSAGES.generic}</Alert>;
  if (!query.data) return <Spinner label="Loading the days…" />;
  const days = entriesOf(query.data);
  const length = days.length;
  const view = daysView(days);

  const entryFrom = (e: Editing, result: ServiceFormResult): BuilderEntry => {
    const requested =
      e.type === 'ACCOMMODATION' ? Number(result.values.numberOfNights ?? 1) : e.type === 'INFO' ? result.days : 1;
    return {
      type: e.type,
      duration: spanOf(e.type, requested, e.dayIndex, length),
      saveToLibrary: result.saveToLibrary,
      values: result.values,
    };
  };
  const onSave = (result: ServiceFormResult) => {
    if (!editing) return;
    const entry = entryFrom(editing, result);
    if (editing.index === null) {
      const why = serviceSpansMultipleDays({ service: { type: entry.type }, duration: entry.duration })
        ? placeProblem(days, editing.dayIndex, editing.type, entry.duration)
        : null;
      if (why) {
        setFailure(saveErrorText(why));
        return;
      }
      save.mutate(withAdded(days, editing.dayIndex, entry));
    } else {
      const without = withRemoved(days, editing.dayIndex, editing.index);
      const why = placeProblem(without, editing.dayIndex, editing.type, entry.duration);
      if (why && serviceSpansMultipleDays({ service: { type: entry.type }, duration: entry.duration })) {
        setFailure(saveErrorText(why));
        return;
      }
      save.mutate(withReplaced(days, editing.dayIndex, editing.index, entry));
    }
  };
  const onAdd = (dayIndex: number, type: ItineraryServiceType) => {
    const why = placeProblem(days, dayIndex, type);
    setProblem(why ? { day: dayIndex, text: why } : null);
    if (!why) {
      setFailure(null);
      setServerErrors({});
      setEditing({ dayIndex, index: null, type });
    }
  };
  const applyLength = () => {
    const next = Math.floor(Number(lengthText));
    if (!Number.isFinite(next) || next < 1) {
      setFailure(saveErrorText('The length must be at least 1 day'));
      return;
    }
    const lost = lostOnShrink(days, next);
    if (lost.length > 0) setConfirmShrink({ length: next, lost });
    else save.mutate(withLength(days, next));
  };
  const next = nextOperatorItineraryStep('configure-services');

  return (
    <section className="op-Form op-Services" aria-label="Review trip/itinerary">
      <div className="op-Length">
        <TextField
          label="Length in days"
          inputMode="numeric"
          value={lengthText ?? String(length)}
          onChange={setLengthText}
          isDisabled={readOnly}
        />
        <Button variant="secondary" onPress={applyLength} isDisabled={readOnly || lengthText === null}>
          Change length
        </Button>
      </div>
      {readOnly ? <p>This itinerary has been submitted: its days can no longer change.</p> : null}
      {view.map((dayView, d) => (
        <DayCard
          // biome-ignore lint/suspicious/noArrayIndexKey: a day is its position
          key={d}
          dayIndex={d}
          view={dayView}
          editing={editing}
          permissions={permissions}
          serverErrors={editing?.dayIndex === d ? serverErrors : {}}
          pending={save.isPending}
          readOnly={readOnly}
          problem={problem?.day === d ? problem.text : null}
          onAdd={(type) => onAdd(d, type)}
          onEdit={(index, type) => {
            setServerErrors({});
            setFailure(null);
            setEditing({ dayIndex: d, index, type });
          }}
          onSave={onSave}
          onRemove={(index) => save.mutate(withRemoved(days, d, index))}
          onCancel={() => {
            setEditing(null);
            setServerErrors({});
          }}
        />
      ))}
      {/* ALT-003..009: the alternatives of the placed accommodations. */}
      <AlternativesCard itineraryId={itinerary.id} />
      {failure ? (
        <p className="op-Error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="op-Actions">
        <ItineraryPreviewLink itineraryId={itinerary.id} />
        {next ? (
          <Link href={operatorItineraryPath(itinerary.id, next)} variant="button">
            Next
          </Link>
        ) : null}
      </div>
      <ModalDialog
        title="Shorten the itinerary?"
        role="alertdialog"
        isOpen={confirmShrink !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmShrink(null))}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Keep all days
            </Button>
            <Button
              onPress={() => {
                if (confirmShrink) save.mutate(withLength(days, confirmShrink.length));
                close();
              }}
            >
              Shorten and remove
            </Button>
          </>
        )}
      >
        <p>
          Shortening to {confirmShrink?.length} {confirmShrink?.length === 1 ? 'day' : 'days'} removes these services:
        </p>
        <ul>
          {confirmShrink?.lost.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </ModalDialog>
    </section>
  );
}
