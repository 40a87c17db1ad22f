// The traveler terms page in a frame (TRV-056): a message from it carrying termsAccepted or minorDisclaimer (TRV-058)
// sends that flag for the trip (TRV-057); messages from any other window or origin are ignored.
import { useEffect, useRef, useState } from 'react';
import { TRAVELER_ANALYTICS_EVENTS, travelerTermsFrameFlag } from '@caravan/domain';
import { Alert } from '@caravan/ui';
import { ApiError } from '../../api/client.js';
import { useAnalytics } from '../../shell/analytics-context.js';
import { sendTermsFlag, travelerTermsPageUrl } from './terms-api.js';

type Sent =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; flag: string }
  | { status: 'failed'; message: string };

/** DECIDE: the generic fallback when the flag could not be sent is TER-001's message. */
const FALLBACK_ERROR = 'There was an error processing your request';

export function TermsFrame({
  tripId,
  tripName,
  onRecorded,
}: {
  tripId: string;
  tripName: string;
  /** Called once the flag is recorded (the gate reloads the trip). */
  onRecorded?: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [sent, setSent] = useState<Sent>({ status: 'idle' });
  const recorded = useRef(onRecorded);
  const analytics = useAnalytics();
  recorded.current = onRecorded;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const flag = travelerTermsFrameFlag(event.data);
      if (!flag) return;
      setSent({ status: 'sending' });
      sendTermsFlag(tripId, flag).then(
        () => {
          setSent({ status: 'sent', flag });
          analytics.track(
            flag === 'termsAccepted'
              ? TRAVELER_ANALYTICS_EVENTS.travelerTermsAccepted
              : TRAVELER_ANALYTICS_EVENTS.minorDisclaimerAccepted,
            { tripId },
          );
          recorded.current?.();
        },
        (e: unknown) => setSent({ status: 'failed', message: e instanceof ApiError ? e.message : FALLBACK_ERROR }),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [tripId, analytics]);

  return (
    <div className="tv-Terms">
      <output aria-live="polite" className="tv-Live">
        {sent.status === 'sent' ? (
          <Alert tone="success" title="Thank you">
            {sent.flag === 'minorDisclaimer'
              ? 'Your minor disclaimer is recorded for this trip.'
              : 'Your acceptance of the traveler terms is recorded for this trip.'}
          </Alert>
        ) : null}
      </output>
      {sent.status === 'failed' ? (
        <Alert tone="danger" title="We couldn't record your answer">
          {sent.message}
        </Alert>
      ) : null}
      <iframe
        ref={frame}
        className="tv-TermsFrame"
        src={travelerTermsPageUrl(tripId)}
        title={`Traveler terms for ${tripName}`}
      />
    </div>
  );
}
