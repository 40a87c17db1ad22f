// The staging strip (PLT-068): on the environment named staging, every page says it is not the live site.
import { STAGING_ENVIRONMENT_NAME } from '@caravan/domain';
import { Banner } from '@caravan/ui';
import { deployEnvironmentOf } from '../auth/SignupRedirect.js';

/** Whether the build runs in the staging environment (VITE_DEPLOY_ENV, as /signup reads it). */
export function isStagingBuild(env: Readonly<Record<string, unknown>> = import.meta.env): boolean {
  return deployEnvironmentOf(env) === STAGING_ENVIRONMENT_NAME;
}

/** A strip above the header on staging, so nobody mistakes test bookings and payments for real ones; nothing elsewhere. */
export function StagingBanner({ env = import.meta.env }: { env?: Readonly<Record<string, unknown>> }) {
  if (!isStagingBuild(env)) return null;
  return (
    <Banner tone="info" label="Staging" className="pt-StagingBanner">
      Staging: test trips and test payments only. Nothing booked here is real.
    </Banner>
  );
}
