// The flow's sidebar: the arriving and departing transfers as entered so far (GTF-004), pickup in 12-hour form.
import {
  type GroundTransferFlowState,
  formatGroundTransferPickupTime,
  groundTransferSidebarSummary,
} from '@caravan/domain';
import { Card } from '@caravan/ui';

/** A local pickup 'YYYY-MM-DDTHH:mm:ss' shown as MM/dd/yyyy, hh:mm a (GTF-096): read and shown in the same zone. */
const pickupLabel = (local: string | null) =>
  local ? formatGroundTransferPickupTime(new Date(`${local}Z`), 'UTC') : 'Pickup time not set';

export function TransferSidebar({ flow }: { flow: GroundTransferFlowState }) {
  const summary = groundTransferSidebarSummary(flow);
  const rows = [
    ['Arriving', summary.arriving],
    ['Departing', summary.departing],
  ] as const;
  return (
    <aside aria-label="Your transfers" className="tf-Summary">
      <Card title="Your transfers" headingLevel={2} tone="sunken">
        <dl>
          {rows.map(([label, leg]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {leg ? (
                  <>
                    {leg.from || '—'} → {leg.to || '—'}
                    <br />
                    {pickupLabel(leg.pickupDateTime)}
                    {leg.vehicleCategory ? (
                      <>
                        <br />
                        {leg.vehicleCategory}
                      </>
                    ) : null}
                  </>
                ) : (
                  'Not added'
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </aside>
  );
}
