// The Transfer product page inside the traveler app (GTF-006): the flow's tabs at {trip}/transfer/…, with the app's
// navigation hidden (isTravelerChromeHidden); shown only while the product's flag is on (GTF-011), else the trip.
import { type GroundTransferTab, groundTransferProductTabPath } from '@caravan/domain';
import { Redirect } from 'wouter';
import { TransferPage } from '../transfer/TransferPage.js';
import { TRAVELER_BASE, tripPath } from '../routes.js';
import { isTransferProductShown } from './product-flag.js';

/** The product page's tab paths: under the traveler app's own trip path. */
export const transferProductTabPath = (tripId: string, tab?: GroundTransferTab): string =>
  groundTransferProductTabPath(`${TRAVELER_BASE}/trips/${encodeURIComponent(tripId)}`, tab);

export function TransferProductPage({ tripId, tab }: { tripId: string; tab?: string | undefined }) {
  if (!isTransferProductShown()) return <Redirect to={tripPath(tripId, 'trip-overview')} replace />;
  return <TransferPage tripId={tripId} tab={tab} tabPath={transferProductTabPath} />;
}
