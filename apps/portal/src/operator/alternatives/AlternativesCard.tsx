// The alternatives card of the itinerary builder (§2 Create Alternative dialog): each accommodation day range with its
// default and its pluralised alternatives (ALT-008), create and edit in the dialog (ALT-003, ALT-004), swap with the
// default (ALT-005), delete after a confirmation (ALT-006), and the inventory panel (ALT-007); the §8 toasts.
import { type CurrencyCode, alternativeActionMessage, alternativesCountLabel, formatMinor } from '@caravan/domain';
import { Alert, Button, Card, ModalDialog, Spinner } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { notify } from '../../shell/notify.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { AlternativeDescription } from './AlternativeDescription.js';
import { AlternativeDialog } from './AlternativeDialog.js';
import {
  type AccommodationRange,
  type AlternativeForm,
  type ItineraryAlternatives,
  alternativesApi,
  alternativesKeys,
} from './alternatives.api.js';
import { InventoryPanel } from './InventoryPanel.js';
import './alternatives.css';

type Action = 'create' | 'update' | 'delete' | 'swap';
type Alternative = AccommodationRange['alternatives'][number];
interface Job {
  action: Action;
  run: () => Promise<ItineraryAlternatives>;
}

export function AlternativesCard({ itineraryId }: { itineraryId: string }) {
  const queryClient = useQueryClient();
  const key = alternativesKeys.of(itineraryId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => alternativesApi.get(itineraryId, signal) });
  const [dialog, setDialog] = useState<{ range: AccommodationRange; editing: Alternative | null } | null>(null);
  const [deleting, setDeleting] = useState<Alternative | null>(null);
  const [managing, setManaging] = useState(false);
  const mutation = useMutation({
    mutationFn: (job: Job) => job.run(),
    onSuccess: (data, job) => {
      queryClient.setQueryData(key, data);
      setDialog(null);
      setDeleting(null);
      notify({ title: alternativeActionMessage(job.action, true), tone: 'success' }, 'snackbar');
    },
    onError: (error, job) => {
      const description = error instanceof Error && error.message ? error.message : OPERATOR_MESSAGES.generic;
      notify({ title: alternativeActionMessage(job.action, false), description, tone: 'danger' }, 'snackbar');
    },
  });
  const run = (action: Action, fn: () => Promise<ItineraryAlternatives>) => mutation.mutate({ action, run: fn });

  if (query.status === 'pending')
    return (
      <Card title="Accommodation alternatives">
        <Spinner size="sm" label="Loading the alternatives…" />
      </Card>
    );
  if (query.status === 'error')
    return (
      <Card title="Accommodation alternatives">
        <Alert tone="danger">{query.error.message || OPERATOR_MESSAGES.generic}</Alert>
      </Card>
    );
  const data = query.data;
  const currency = data.currency as CurrencyCode;
  const serverErrors = mutation.error instanceof ApiError ? mutation.error.fields : {};
  const submit = (form: AlternativeForm) => {
    if (!dialog) return;
    const { range, editing } = dialog;
    if (editing) run('update', () => alternativesApi.update(itineraryId, editing.id, form));
    else run('create', () => alternativesApi.create(itineraryId, range.index, form));
  };

  return (
    <Card title="Accommodation alternatives">
      {data.ranges.length === 0 ? <p>Place an accommodation on the days to offer alternatives to it.</p> : null}
      {data.ranges.map((range) => (
        <section
          key={range.index}
          className="op-AltRange"
          aria-label={`Days ${range.startDayIndex + 1} to ${range.startDayIndex + range.duration}`}
        >
          <h3 className="op-AltRange-title">
            Days {range.startDayIndex + 1} to {range.startDayIndex + range.duration}: {range.default.name}
          </h3>
          <p className="op-AltRange-count">{alternativesCountLabel(range.alternatives.length)}</p>
          <ul className="op-AltList">
            {range.alternatives.map((alt) => (
              <li key={alt.id} className="op-Alt" aria-label={alt.name}>
                <strong>{alt.name}</strong>
                <span className="op-Alt-meta">
                  {[
                    alt.accommodationType,
                    alt.starRating ? `${alt.starRating} stars` : null,
                    formatMinor(alt.price, currency),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <AlternativeDescription text={alt.description} />
                <div className="op-Alt-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() => {
                      mutation.reset();
                      setDialog({ range, editing: alt });
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    isPending={mutation.isPending && mutation.variables?.action === 'swap'}
                    onPress={() => run('swap', () => alternativesApi.swap(itineraryId, alt.id))}
                  >
                    Swap with default
                  </Button>
                  <Button size="sm" variant="danger" onPress={() => setDeleting(alt)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            onPress={() => {
              mutation.reset();
              setDialog({ range, editing: null });
            }}
          >
            Create Alternative
          </Button>
        </section>
      ))}
      {data.items.length > 0 && data.ranges.length > 0 ? (
        <>
          <Button variant="quiet" onPress={() => setManaging(!managing)} aria-expanded={managing}>
            {managing ? 'Hide inventory' : 'Manage inventory'}
          </Button>
          {managing ? (
            <InventoryPanel data={data} onSaved={() => queryClient.invalidateQueries({ queryKey: key })} />
          ) : null}
        </>
      ) : null}
      {dialog ? (
        <AlternativeDialog
          key={`${dialog.range.index}-${dialog.editing?.id ?? 'new'}`}
          range={dialog.range}
          editing={dialog.editing}
          currency={currency}
          pending={mutation.isPending}
          serverErrors={serverErrors}
          failure={mutation.isError ? alternativeActionMessage(dialog.editing ? 'update' : 'create', false) : null}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ModalDialog
        title="Delete this alternative?"
        role="alertdialog"
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={mutation.isPending}
              onPress={() => deleting && run('delete', () => alternativesApi.remove(itineraryId, deleting.id))}
            >
              Delete
            </Button>
          </>
        )}
      >
        <p>{deleting?.name} will no longer be offered; departures that chose it return to the default.</p>
      </ModalDialog>
    </Card>
  );
}
