// The overview's Trip support card (TRV-027): the emergency line, only from the pre-trip to the post-trip night.
import { type CalendarDate, isTripSupportCardShown, TRAVELER_EMERGENCY_PHONE, telephoneHref } from '@caravan/domain';
import { Card, Link } from '@caravan/ui';

/** The card, or nothing outside the trip's pre-trip..post-trip window. */
export function TripSupportCard(props: { startDate: CalendarDate; endDate: CalendarDate; today: CalendarDate }) {
  if (!isTripSupportCardShown({ tripStartDate: props.startDate, tripEndDate: props.endDate }, props.today)) return null;
  return (
    <Card title="Trip support">
      <p>
        On the road and need help? Call our emergency line at{' '}
        <Link href={telephoneHref(TRAVELER_EMERGENCY_PHONE)}>{TRAVELER_EMERGENCY_PHONE}</Link>.
      </p>
    </Card>
  );
}
