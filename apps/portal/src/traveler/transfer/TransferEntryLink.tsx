// The way into the transfer flow from a trip screen: offered only when the eligibility rule allows it (GTF-012) and
// the Transfer product's flag is on (GTF-011).
import type { GROUND_TRANSFER_BACK_LINKS } from '@caravan/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { queryKeys } from '../../api/queries.js';
import { isTransferProductShown } from '../transfer-product/product-flag.js';
import { transferApi } from './transfer-api.js';

/** Where the flow was opened from: its back link returns there (GTF-005). */
export type TransferOrigin = keyof typeof GROUND_TRANSFER_BACK_LINKS;

export const transferFlowHref = (tripId: string, from: TransferOrigin) =>
  `/transfer/${encodeURIComponent(tripId)}?from=${from}`;

/** The flow's context for a trip screen's entry, while the Transfer product is shown (the flow's own query key). */
export function useTransferEntryContext(tripId: string) {
  const shown = isTransferProductShown();
  const context = useQuery({
    enabled: shown,
    queryKey: [...queryKeys.me(), 'ground-transfer', tripId],
    queryFn: ({ signal }) => transferApi.context(tripId, signal),
    retry: false,
  });
  return { shown, context };
}

export function TransferEntryLink({ tripId, from }: { tripId: string; from: TransferOrigin }) {
  const { shown, context } = useTransferEntryContext(tripId);
  if (!shown || !context.data?.eligibility.ok) return null;
  return (
    <p>
      <Link href={transferFlowHref(tripId, from)}>Book a private airport transfer</Link>
    </p>
  );
}
