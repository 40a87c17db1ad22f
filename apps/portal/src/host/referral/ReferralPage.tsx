// /app/host/referral (§2.8): 'Refer-a-Friend' with the shareable referral link, a copy confirmation for 2 seconds
// (REF-004), an error toast when copying fails (REF-005), a Learn More link (REF-006) and who signed up through it.
import { formatMinor, REFERRAL_COPY_CONFIRMATION_MS, REFERRAL_PAGE_TITLE } from '@caravan/domain';
import { Alert, Button, Card, Link, showToast, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { usePagedList } from '../../api/paged.js';
import { copyText } from './copy-link.js';
import { referralApi, referralKeys } from './referral.api.js';
import './referral.css';

/** DECIDE: the spec names an external Learn More page without its address; the marketing site's referral page. */
export const REFERRAL_LEARN_MORE_URL = `${import.meta.env.VITE_MARKETING_URL ?? 'https://caravan.travel'}/host/referral-program`;
/** Toasts stay 4 s (§9). */
const TOAST_MS = 4000;

export function ReferralPage() {
  const link = useQuery({ queryKey: referralKeys.link(), queryFn: ({ signal }) => referralApi.link(signal) });
  const [copied, setCopied] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), REFERRAL_COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (link.isPending)
    return (
      <div className="rf-Page">
        <h1 className="pt-visually-hidden">{REFERRAL_PAGE_TITLE}</h1>
        <Spinner size="lg" label="Loading your referral link…" />
      </div>
    );
  if (link.isError)
    return (
      <div className="rf-Page">
        <h1>{REFERRAL_PAGE_TITLE}</h1>
        <Alert tone="danger" title="Your referral link could not be loaded">
          Please reload the page.
        </Alert>
      </div>
    );

  const { url, rewardFirstTripMinor, rewardSecondTripBonusMinor, referredCount } = link.data;
  const copy = async () => {
    if (await copyText(url)) setCopied(true);
    else
      showToast(
        { title: 'Could not copy the link', description: 'Select the link and copy it yourself.', tone: 'danger' },
        TOAST_MS,
      );
  };

  return (
    <div className="rf-Page">
      <h1>{REFERRAL_PAGE_TITLE}</h1>
      <p>
        Know someone who would lead a great trip? Share your link. When a host you refer confirms their first trip you
        earn {formatMinor(rewardFirstTripMinor, 'USD')}, and {formatMinor(rewardSecondTripBonusMinor, 'USD')} more when
        they confirm a second.{' '}
        <Link href={REFERRAL_LEARN_MORE_URL} target="_blank" rel="noopener noreferrer">
          Learn More
        </Link>
      </p>
      <Card title="Your referral link">
        <div className="rf-Link">
          <label htmlFor={fieldId} className="pt-visually-hidden">
            Your referral link
          </label>
          <input
            id={fieldId}
            className="cv-Input rf-Link-input"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onPress={() => void copy()}>Copy link</Button>
        </div>
        <output className="rf-Copied">{copied ? 'Link copied!' : ''}</output>
      </Card>
      <ReferredHosts count={referredCount} />
    </div>
  );
}

function ReferredHosts({ count }: { count: number }) {
  const list = usePagedList(referralKeys.referred(), referralApi.referred);
  return (
    <section aria-labelledby="rf-referred-title" className="rf-Referred">
      <h2 id="rf-referred-title">Hosts you referred ({count})</h2>
      {list.state.status === 'loading' ? <Spinner label="Loading…" /> : null}
      {list.state.status === 'failed' ? <Alert tone="danger" title="The list could not be loaded" /> : null}
      {list.state.status === 'ready' && list.state.data.length === 0 ? (
        <p>No one has signed up through your link yet.</p>
      ) : null}
      {list.state.status === 'ready' && list.state.data.length > 0 ? (
        <ul>
          {list.state.data.map((h) => (
            <li key={`${h.name}-${h.signedUpAt}`}>
              {h.name} · signed up {new Date(h.signedUpAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              {h.activated ? '' : ' (not activated yet)'}
              {h.rewardMinor > 0 ? ` · you earned ${formatMinor(h.rewardMinor, 'USD')}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <Button variant="secondary" isDisabled={list.loadingMore} onPress={list.loadMore}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}
