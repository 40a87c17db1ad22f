// Where a signed-in host's landing sends them first (ONB-001): onboarding, when the domain's rule says they see it.
import { hostStatusSchema, shouldShowOnboarding } from '@caravan/domain';

/** The host area's onboarding page (the spec's /onboarding; HostArea's DECIDE). */
export const HOST_ONBOARDING_ROUTE = '/app/host/onboarding';

/**
 * The onboarding page for a host record the rule sends there (status created..qualified, not onboarded), else null.
 * No record yet, or a status the domain does not know, sends nowhere: the landing is shown as it is.
 */
export function onboardingRedirectFor(
  record: { status: string; onboardingCompleted: boolean } | null | undefined,
): typeof HOST_ONBOARDING_ROUTE | null {
  if (!record) return null;
  const status = hostStatusSchema.safeParse(record.status);
  if (!status.success) return null;
  return shouldShowOnboarding({ status: status.data, onboardingCompleted: record.onboardingCompleted })
    ? HOST_ONBOARDING_ROUTE
    : null;
}
