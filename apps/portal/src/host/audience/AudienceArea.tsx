// /app/host/audience/*: My Audience (AUD-001..003). The root redirects to the survey tab; the tab bar is always shown.
// Audience Data (charts, recharts) is its own chunk, loaded only when that tab opens.
import { AUDIENCE_ROUTES } from '@caravan/domain';
import { PageHeader } from '@caravan/ui';
import { Redirect } from 'wouter';
import { lazyPage, PageSuspense } from '../../shell/lazy-page.js';
import { AudienceTabs } from './AudienceTabs.js';
import { SurveyTab } from './SurveyTab.js';
import './audience.css';

const ResearchTab = lazyPage(() => import('./ResearchTab.js').then((m) => m.ResearchTab));

export function AudienceArea({ tab }: { tab: string | undefined }) {
  if (tab !== 'survey' && tab !== 'research') return <Redirect to={AUDIENCE_ROUTES.survey} replace />;
  const current = tab === 'survey' ? AUDIENCE_ROUTES.survey : AUDIENCE_ROUTES.research;
  return (
    <div className="au-Area">
      <PageHeader eyebrow="Host Portal" title="My Audience" />
      <AudienceTabs current={current} />
      {tab === 'survey' ? (
        <SurveyTab />
      ) : (
        <PageSuspense place="section">
          <ResearchTab />
        </PageSuspense>
      )}
    </div>
  );
}
