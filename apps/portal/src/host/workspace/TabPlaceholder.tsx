// A trip tab whose screen is built in a later part of the workspace, or one the trip's status disables (WSP-014).
import type { HostWorkspaceTab } from '@caravan/domain';
import { Alert, Heading } from '@caravan/ui';

export function TabPlaceholder({ tabs, tab }: { tabs: HostWorkspaceTab[]; tab: string }) {
  const known = tabs.find((t) => t.href === `/${tab}`);
  if (!known)
    return (
      <Alert tone="warning" title="No such section">
        This trip has no section called {tab}.
      </Alert>
    );
  return (
    <section className="ws-Section" aria-labelledby="ws-tab-heading">
      <Heading level={2} id="ws-tab-heading">
        {known.label}
      </Heading>
      <p className="pt-Muted">
        {known.enabled
          ? `The ${known.label} tab of your trip is on its way.`
          : `${known.label} opens once your trip page is approved, and closes when the trip is complete.`}
      </p>
    </section>
  );
}
