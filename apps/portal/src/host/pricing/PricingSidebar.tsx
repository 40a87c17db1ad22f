// The Pricing tab's sidebar (HPR-005, HPR-006): 'Next: Review your Itinerary!' at pricing-approved, and a card to
// copy the trip page's link at host-approved.
import { HOST_PRICING_MESSAGES } from '@caravan/domain';
import { Button, Card, showToast } from '@caravan/ui';
import { Link } from 'wouter';
import type { HostPricing } from './pricing.api.js';

/** DECIDE: the copy-confirmed toast stays 2 s, the spec's copy-confirmed time (§9). */
const COPIED_TOAST_MS = 2000;

export function PricingSidebar({ pricing: d, base }: { pricing: HostPricing; base: string }) {
  const pageUrl = d.tripPagePath ? `${window.location.origin}${d.tripPagePath}` : null;
  const copy = async () => {
    if (!pageUrl) return;
    try {
      await navigator.clipboard.writeText(pageUrl);
      showToast({ title: 'Link copied', tone: 'success' }, COPIED_TOAST_MS);
    } catch {
      showToast({ title: 'Could not copy the link', description: pageUrl, tone: 'danger' }, COPIED_TOAST_MS);
    }
  };
  if (!d.showsReviewItineraryPrompt && !(d.showsCopyTripPageLinkCard && pageUrl)) return null;
  return (
    <aside className="hp-Sidebar" aria-label="Next steps">
      {d.showsReviewItineraryPrompt ? (
        <Card title={HOST_PRICING_MESSAGES.nextReviewItinerary} headingLevel={3}>
          <p>Check the day-by-day plan your travelers will see before you launch.</p>
          <Link href={`${base}/itinerary`} className="cv-Link" data-variant="button">
            Review Itinerary
          </Link>
        </Card>
      ) : null}
      {d.showsCopyTripPageLinkCard && pageUrl ? (
        <Card title="Share your trip page" headingLevel={3}>
          <p className="hp-Url">{pageUrl}</p>
          <Button variant="secondary" onPress={() => void copy()}>
            Copy Trip Page Link
          </Button>
        </Card>
      ) : null}
    </aside>
  );
}
