// The machine's context as pretty JSON (dates, maps, sets and actor references made readable).
import { toJson } from './format.js';

export interface ContextPanelProps {
  context: unknown;
}

/** The context of the current snapshot, read-only. */
export function ContextPanel({ context }: ContextPanelProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
    <section className="mx-context" aria-label="Context JSON" tabIndex={0}>
      <pre data-testid="context">{toJson(context)}</pre>
    </section>
  );
}
