// /public/l/{path} (PLT-017): a host's survey or e-mail collection page, answered without an account. Whatever a
// visitor types is shown back only as React text, never as markup.
import { Alert, Card, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/index.js';
import { PublicLayout } from '../../shell/PublicLayout.js';
import { EmailCaptureForm } from './EmailCaptureForm.js';
import { PublicLinkAction } from './PublicLinkAction.js';
import { publicSurveyApi, publicSurveyKey } from './survey.api.js';
import { SurveyForm } from './SurveyForm.js';
import './survey.css';

/** DECIDE: the page's words when the link is unknown or locked; the spec gives the locks, not their text. */
export const PUBLIC_LINK_COPY = {
  notFound: 'This link does not lead to a survey. Check the address you were given.',
  locked: 'This page is not taking answers yet. Please come back later.',
} as const;

export function PublicLinkPage({ path }: { path: string }) {
  const query = useQuery({
    queryKey: publicSurveyKey(path),
    queryFn: ({ signal }) => publicSurveyApi.read(path, signal),
    retry: false,
  });
  if (query.isPending)
    return (
      <PublicLayout>
        <h1 className="pt-visually-hidden">Survey</h1>
        <Spinner label="Loading the survey" />
      </PublicLayout>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicLayout>
        <PageHeader title={missing ? 'Survey not found' : 'Something went wrong'} />
        <Alert tone={missing ? 'info' : 'danger'}>
          {missing ? PUBLIC_LINK_COPY.notFound : 'The survey could not be loaded. Please reload the page.'}
        </Alert>
      </PublicLayout>
    );
  }
  const link = query.data;
  const survey = link.linkType === 'survey';
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={link.hostName}
        title={survey ? `${link.hostName}'s travel survey` : `Join ${link.hostName}'s list`}
        description={
          survey
            ? `Tell ${link.hostName} where you would love to travel. It takes about ${link.minutes} minutes.`
            : `Leave your name and e-mail to hear about ${link.hostName}'s trips first.`
        }
      />
      {link.locked ? (
        <Card>
          <p>{PUBLIC_LINK_COPY.locked}</p>
        </Card>
      ) : survey ? (
        <SurveyForm link={link} />
      ) : (
        <EmailCaptureForm link={link} />
      )}
      <PublicLinkAction search={window.location.search} origin={window.location.origin} />
    </PublicLayout>
  );
}
