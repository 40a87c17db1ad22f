// Transfer-flow tab guards: one-line adapters over the tab enablement rule of @caravan/domain.
import { type GroundTransferTab, isGroundTransferTabEnabled } from '@caravan/domain';
import type { GroundTransferTabsContext, GroundTransferTabsEvent } from './ground-transfer-booking.types.js';

type Args = { context: GroundTransferTabsContext; event: GroundTransferTabsEvent };

export const groundTransferTabsGuards = {
  /** GTF-018..022: the requested tab opens only when it is enabled. */
  isTabEnabled: ({ context, event }: Args, params: { tab: GroundTransferTab }) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'tab.go' && event.tab === params.tab && isGroundTransferTabEnabled(params.tab, context.tabContext),
};
