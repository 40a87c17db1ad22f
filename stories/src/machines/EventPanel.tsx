// Every sample event of a machine model as a button: enabled when the snapshot `can()` take it,
// otherwise disabled with the reason (the guard that refused it, or no transition from here).
import { Button } from '@caravan/ui';
import { useId } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { explainEvent } from '@caravan/machines';
import { describeValue, eventText } from './format.js';

export interface EventVerdict {
  allowed: boolean;
  /** Why not, in a sentence; null when allowed. */
  reason: string | null;
}

/** Whether the snapshot accepts the event and, if not, why: guard names, no transition, or an error. */
export function judgeEvent(snapshot: AnyMachineSnapshot, event: EventObject): EventVerdict {
  if (snapshot.status !== 'active') {
    return {
      allowed: false,
      reason: `The machine is ${snapshot.status === 'done' ? 'finished (final state)' : snapshot.status}`,
    };
  }
  try {
    const refusal = explainEvent(snapshot, event);
    if (refusal.allowed) return { allowed: true, reason: null };
    if (refusal.reason === 'no-transition') return { allowed: false, reason: 'No transition from this state' };
    if (refusal.guards.length === 0) return { allowed: false, reason: 'Has no effect in this state' };
    const [first, ...more] = refusal.guards;
    return {
      allowed: false,
      reason: more.length === 0 ? `Refused by guard ${first}` : `Refused by guards ${refusal.guards.join(', ')}`,
    };
  } catch (error) {
    return { allowed: false, reason: `A guard threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The payload of a sample event in a line (`date: 2026-12-01, time: 09:00`). */
export function payloadText(event: EventObject): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.entries(payload)
    .map(([k, v]) => `${k}: ${describeValue(v)}`)
    .join(', ');
}

export interface EventPanelProps {
  /** Sample events by type, as in the model. */
  events: Record<string, ReadonlyArray<EventObject> | undefined>;
  snapshot: AnyMachineSnapshot;
  onSend: (event: EventObject) => void;
}

/** The list of sample events; each shows whether it is allowed now and why not. */
export function EventPanel({ events, snapshot, onSend }: EventPanelProps) {
  const idPrefix = useId().replace(/:/g, '');
  const samples = Object.entries(events).flatMap(([type, list]) =>
    (list ?? []).map((event, i) => ({ key: `${type}#${i}`, event })),
  );
  if (samples.length === 0) return <p>This model lists no sample events.</p>;
  return (
    <ul className="mx-events" aria-label="Sample events">
      {samples.map(({ key, event }) => {
        const verdict = judgeEvent(snapshot, event);
        const payload = payloadText(event);
        const id = `mx-${idPrefix}-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
        const describedBy = [payload ? `${id}-payload` : '', verdict.reason ? `${id}-reason` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={key}
            className="mx-event"
            data-event-type={event.type}
            data-allowed={verdict.allowed ? 'true' : 'false'}
            data-testid="event"
          >
            <Button
              size="sm"
              variant={verdict.allowed ? 'primary' : 'secondary'}
              isDisabled={!verdict.allowed}
              onPress={() => onSend(event)}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            >
              {eventText(event.type)}
            </Button>
            {payload ? (
              <code id={`${id}-payload`} className="mx-payload" title={payload}>
                {payload}
              </code>
            ) : null}
            {verdict.reason ? (
              <span id={`${id}-reason`} className="mx-reason" data-testid="refusal">
                {verdict.reason}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
