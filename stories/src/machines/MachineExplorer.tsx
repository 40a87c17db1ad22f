// The machine explorer product reviewers use to check a lifecycle against the spec: the statechart laid
// out automatically with the current state highlighted, the sample events `can()` allows as buttons (and
// why the others are refused), the context, the events sent so far, and a reset.
import { type MachineModel, activeStateNodes, machineDiagram } from '@caravan/machines';
import { Button } from '@caravan/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Component, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { ContextPanel } from './ContextPanel.js';
import { Diagram } from './Diagram.js';
import { EventPanel, payloadText } from './EventPanel.js';
import { statePaths } from './format.js';
import { layoutDiagram, type MachineLayout } from './layout.js';
import { explorerCss } from './styles.js';

export interface MachineExplorerProps {
  model: MachineModel;
}

interface HistoryEntry {
  event: EventObject;
  from: string;
  to: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The current state as text: dotted paths of the active leaves, comma-separated for parallel states. */
export const currentStateText = (snapshot: AnyMachineSnapshot) => statePaths(snapshot.value).join(', ');

/** Ids of every active state node (leaves and their ancestors). */
function activeIds(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activeStateNodes(snapshot).map((n) => n.id));
}

class ErrorBoundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}

function Session({
  model,
  layout,
  onSend,
  onReset,
}: {
  model: MachineModel;
  /** null while ELK is still laying the drawing out. */
  layout: MachineLayout | Error | null;
  onSend: (event: EventObject) => void;
  onReset: () => void;
}) {
  // An observer with an error handler: a failing actor is shown (through the boundary), never left unhandled.
  const observer = useMemo(() => ({ error: () => {} }), []);
  const machine = model.machine as AnyStateMachine;
  const actorRef = useActorRef(machine, model.input === undefined ? {} : { input: model.input }, observer);
  const snapshot = useSelector(actorRef, (s) => s) as AnyMachineSnapshot;
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [fit, setFit] = useState(false);
  const active = activeIds(snapshot);
  const current = currentStateText(snapshot);

  const send = (event: EventObject) => {
    const from = currentStateText(actorRef.getSnapshot());
    onSend(event);
    actorRef.send(event);
    const after = actorRef.getSnapshot();
    const to = after.status === 'error' ? 'error' : currentStateText(after);
    setHistory((h) => [...h, { event, from, to }].slice(-30));
  };

  return (
    <div className="mx-body">
      <section className="mx-chart" aria-labelledby="mx-chart-heading">
        <div className="mx-state-bar">
          <h3 id="mx-chart-heading" className="mx-h3">
            Current state
          </h3>
          <output className="mx-current" data-testid="current-state" data-status={snapshot.status}>
            {current || '(none)'}
          </output>
          {snapshot.status === 'done' ? <span className="mx-badge">final</span> : null}
          <Button size="sm" variant="secondary" onPress={onReset}>
            Reset
          </Button>
          <label className="mx-fit">
            <input type="checkbox" checked={fit} onChange={(e) => setFit(e.currentTarget.checked)} /> Fit to width
          </label>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable drawing must be reachable by keyboard */}
        <section className="mx-diagram" aria-label="Statechart drawing" aria-busy={layout === null} tabIndex={0}>
          {layout === null ? (
            <output className="mx-muted">Laying out the statechart…</output>
          ) : layout instanceof Error ? (
            <p role="alert">The diagram could not be laid out: {layout.message}</p>
          ) : (
            <Diagram layout={layout} active={active} title={`Statechart of ${model.title}`} fit={fit} />
          )}
        </section>
      </section>
      <aside className="mx-side">
        <section aria-labelledby="mx-events-heading">
          <h3 id="mx-events-heading" className="mx-h3">
            Events
          </h3>
          <EventPanel
            events={model.events as Record<string, EventObject[] | undefined>}
            snapshot={snapshot}
            onSend={send}
          />
        </section>
        <section aria-labelledby="mx-context-heading">
          <h3 id="mx-context-heading" className="mx-h3">
            Context
          </h3>
          <ContextPanel context={snapshot.context} />
        </section>
        <section aria-labelledby="mx-history-heading">
          <h3 id="mx-history-heading" className="mx-h3">
            Events sent
          </h3>
          {history.length === 0 ? (
            <p className="mx-muted">None yet.</p>
          ) : (
            <ol className="mx-history" data-testid="history">
              {history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows; position is identity
                <li key={i}>
                  <code>{h.event.type}</code>
                  {payloadText(h.event) ? <span className="mx-muted"> ({payloadText(h.event)})</span> : null}: {h.from}{' '}
                  → <strong>{h.to}</strong>
                </li>
              ))}
            </ol>
          )}
        </section>
      </aside>
    </div>
  );
}

/** The machine's drawing, laid out asynchronously by ELK: null until it is ready, an Error if it failed. */
function useLayout(machine: AnyStateMachine): MachineLayout | Error | null {
  const [done, setDone] = useState<{ machine: AnyStateMachine; layout: MachineLayout | Error } | null>(null);
  useEffect(() => {
    let current = true; // a layout that finishes after the story changed machine is dropped
    const settle = (layout: MachineLayout | Error) => current && setDone({ machine, layout });
    Promise.resolve()
      .then(() => layoutDiagram(machineDiagram(machine)))
      .then(settle, (error) => settle(error instanceof Error ? error : new Error(String(error))));
    return () => {
      current = false;
    };
  }, [machine]);
  return done?.machine === machine ? done.layout : null;
}

/** Explores one machine model: statechart, current state, allowed events, refusals, context, reset. */
export function MachineExplorer({ model }: MachineExplorerProps) {
  const machine = model.machine as AnyStateMachine;
  const layout = useLayout(machine);
  const [generation, setGeneration] = useState(0);
  const lastEvent = useRef<EventObject | null>(null);
  const reset = () => {
    lastEvent.current = null;
    setGeneration((g) => g + 1);
  };
  const description = (machine.root as AnyStateNode).description;

  return (
    <article className="mx" data-model-id={model.id} data-machine-id={machine.id} aria-labelledby="mx-title">
      <style>{explorerCss}</style>
      <header className="mx-header">
        <h2 id="mx-title" className="mx-h2">
          {model.title}
        </h2>
        <p className="mx-muted">
          Machine <code>{machine.id}</code>
          {description ? ` — ${description}` : null}
        </p>
      </header>
      <ErrorBoundary
        key={generation}
        fallback={(error) => (
          <div className="mx-error" role="alert" data-testid="machine-error">
            <h3 className="mx-h3">The machine stopped with an error</h3>
            <p>{errorText(error)}</p>
            {lastEvent.current ? (
              <p>
                After the event <code>{lastEvent.current.type}</code>
                {payloadText(lastEvent.current) ? ` (${payloadText(lastEvent.current)})` : ''}.
              </p>
            ) : (
              <p>While starting.</p>
            )}
            <Button size="sm" variant="secondary" onPress={reset}>
              Reset
            </Button>
          </div>
        )}
      >
        <Session
          model={model}
          layout={layout}
          onReset={reset}
          onSend={(event) => {
            lastEvent.current = event;
          }}
        />
      </ErrorBoundary>
    </article>
  );
}
