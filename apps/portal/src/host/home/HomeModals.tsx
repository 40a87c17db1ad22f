// The home's modals (HOM-009..011): the post-request congratulation (opened by ?modal=trip-requested), the audience
// export (the Audience Data export dialog, disabled while the audience is empty), and the survey timeline and videos.
import { isAudienceExportDisabled } from '@caravan/domain';
import { Button, DialogTrigger, Link, ModalDialog } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { audienceApi, audienceKeys } from '../audience/audience.api.js';
import { ExportDialog } from '../audience/ExportDialog.js';
import { CONGRATULATION_COPY, homeModalFromSearch, SURVEY_TIMELINE, SURVEY_VIDEOS } from './home-modals.js';

function SurveyTimelineDialog({ initiallyOpen }: { initiallyOpen: boolean }) {
  return (
    <DialogTrigger defaultOpen={initiallyOpen}>
      <Button variant="secondary">Survey Timeline</Button>
      <ModalDialog title="Survey timeline" actions={({ close }) => <Button onPress={close}>Close</Button>}>
        <ol className="hs-Timeline">
          {SURVEY_TIMELINE.map((s) => (
            <li key={s.step}>
              <strong>{s.step}</strong> {s.detail}
            </li>
          ))}
        </ol>
        <h3>Videos</h3>
        <ul>
          {SURVEY_VIDEOS.map((v) => (
            <li key={v.href}>
              <Link href={v.href} target="_blank" rel="noopener noreferrer">
                {v.title}
              </Link>
            </li>
          ))}
        </ul>
      </ModalDialog>
    </DialogTrigger>
  );
}

function AudienceExport() {
  const audience = useQuery({
    queryKey: audienceKeys.audience(),
    queryFn: ({ signal }) => audienceApi.audience(signal),
  });
  // Until the audience is known (or when it failed to load) there is nothing to export.
  const disabled = !audience.isSuccess || isAudienceExportDisabled(audience.data.totalAudience);
  return <ExportDialog isDisabled={disabled} />;
}

export function HomeModals() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const modal = homeModalFromSearch(search);
  // Closing the congratulation drops the query, so a reload does not congratulate again.
  const close = () => navigate(location, { replace: true });
  return (
    <div className="hs-HomeActions">
      <AudienceExport />
      <SurveyTimelineDialog initiallyOpen={modal === 'survey-timeline'} />
      <ModalDialog
        title={CONGRATULATION_COPY.title}
        isOpen={modal === 'trip-requested'}
        onOpenChange={(open) => (open ? undefined : close())}
        actions={() => <Button onPress={close}>Got it</Button>}
      >
        <p>{CONGRATULATION_COPY.body}</p>
      </ModalDialog>
    </div>
  );
}
