// The Transfer product's feature flag as the portal reads it (GTF-011): the domain's flag, on unless the build says off.
import { GROUND_TRANSFER_FEATURE_FLAG, isGroundTransferProductEnabled } from '@caravan/domain';

/** The build variable that can turn the product off for a deployment (e.g. where no transfer provider is contracted). */
export const TRANSFER_PRODUCT_ENV = 'VITE_FEATURE_GROUND_TRANSFER_BOOKING';

/**
 * The flags a build carries: only 'off' turns the product off. DECIDE: unset means on, the domain's default
 * (GROUND_TRANSFER_FEATURE_FLAG.defaultEnabled), because the flow is part of the shipped product.
 */
export function transferProductFlags(env: Readonly<Record<string, unknown>>): Record<string, boolean> {
  const raw = env[TRANSFER_PRODUCT_ENV];
  return raw === 'off' || raw === 'false' ? { [GROUND_TRANSFER_FEATURE_FLAG.key]: false } : {};
}

/** Whether this build shows the Transfer product (its entry link and its page). */
export const isTransferProductShown = (env: Readonly<Record<string, unknown>> = import.meta.env): boolean =>
  isGroundTransferProductEnabled(transferProductFlags(env));
