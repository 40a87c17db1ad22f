// An insurance policy's badge in Manage Booking (INS-004..006): 'POLICY #n', 'CANCELLED' or 'PROCESSING', in its tone.
import type { InsurancePolicyBadge } from '@caravan/domain';
import { Badge, type BadgeTone } from '@caravan/ui';

const TONES: Record<InsurancePolicyBadge['kind'], BadgeTone> = {
  policy: 'success',
  cancelled: 'danger',
  processing: 'warning',
};

/** The domain's badge of a policy, rendered. */
export function PolicyBadge({ badge }: { badge: InsurancePolicyBadge }) {
  return <Badge tone={TONES[badge.kind]}>{badge.label}</Badge>;
}
