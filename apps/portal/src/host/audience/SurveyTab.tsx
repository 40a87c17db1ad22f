// The Survey tab (AUD-001, AUD-015..017): the host's survey link to share (created on first ask), and the email-capture
// link, locked unless the host's status allows it.
import { SURVEY_DURATION_MINUTES } from '@caravan/domain';
import { Alert, Button, Card, Spinner } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AudienceLinks, audienceApi, audienceKeys, publicLinkUrl } from './audience.api.js';

/** The copy confirmation shows this long (§9: copy-confirmed 2 s). */
export const COPY_CONFIRM_MS = 2000;

/** DECIDE: the tab's copy; the spec fixes the survey's length (AUD-017), the rest says what each link does. */
export const SURVEY_COPY = {
  survey: `Share your survey with your followers. It takes about ${SURVEY_DURATION_MINUTES} minutes and tells you where they want to go, when, and what they would spend.`,
  emailCapture: 'Share this link to grow your mailing list: followers leave their name and e-mail.',
  surveyLocked: 'Your survey link opens once your host profile is active.',
  emailLocked: 'Your e-mail collection link unlocks once you are ready to qualify.',
} as const;

function CopyLink({ label, path }: { label: string; path: string }) {
  const url = publicLinkUrl(path);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="au-Link">
      <a href={url} className="au-Link-url" target="_blank" rel="noreferrer" aria-label={`${label}: ${url}`}>
        {url}
      </a>
      <Button variant="secondary" onPress={copy}>
        {`Copy ${label}`}
      </Button>
      <output className="au-Link-status">
        {copied === 'yes' ? 'Copied!' : copied === 'failed' ? 'Could not copy: select the link and copy it.' : ''}
      </output>
    </div>
  );
}

function LinkCard({
  type,
  links,
  title,
  body,
  lockedText,
}: {
  type: 'survey' | 'emailCapture';
  links: AudienceLinks;
  title: string;
  body: string;
  lockedText: string;
}) {
  const client = useQueryClient();
  const link = links[type];
  const create = useMutation({
    mutationFn: () => audienceApi.createLink(type),
    onSuccess: () => client.invalidateQueries({ queryKey: audienceKeys.links() }),
  });
  return (
    <Card title={title} data-link={type} data-locked={link.locked || undefined}>
      <p>{body}</p>
      {link.locked ? (
        <Alert tone="info" title="Locked">
          {lockedText}
        </Alert>
      ) : link.path ? (
        <CopyLink label={title} path={link.path} />
      ) : (
        <Button onPress={() => create.mutate()} isDisabled={create.isPending}>
          {`Create my ${title.toLowerCase()}`}
        </Button>
      )}
      {create.isError ? <Alert tone="danger">Your link could not be created. Please try again.</Alert> : null}
    </Card>
  );
}

export function SurveyTab() {
  const links = useQuery({ queryKey: audienceKeys.links(), queryFn: ({ signal }) => audienceApi.links(signal) });
  if (links.isPending) return <Spinner label="Loading your links" />;
  if (links.isError) return <Alert tone="danger">Your links could not be loaded. Please reload the page.</Alert>;
  return (
    <div className="au-Survey">
      <LinkCard
        type="survey"
        links={links.data}
        title="Survey link"
        body={SURVEY_COPY.survey}
        lockedText={SURVEY_COPY.surveyLocked}
      />
      <LinkCard
        type="emailCapture"
        links={links.data}
        title="E-mail collection link"
        body={SURVEY_COPY.emailCapture}
        lockedText={SURVEY_COPY.emailLocked}
      />
    </div>
  );
}
