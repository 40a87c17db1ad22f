// The host-request summary (OPT-013): the four sections of the domain's hostRequestSummary, as a labelled card.
import { Card } from '@caravan/ui';

export function HostRequestSummary({ sections }: { sections: readonly { title: string; lines: readonly string[] }[] }) {
  return (
    <Card title="Host request">
      <dl className="op-Summary">
        {sections.map((s) => (
          <div key={s.title}>
            <dt>{s.title}</dt>
            {s.lines.length > 0 ? s.lines.map((line) => <dd key={line}>{line}</dd>) : <dd>None</dd>}
          </div>
        ))}
      </dl>
    </Card>
  );
}
