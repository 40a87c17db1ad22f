// POST /api/me/ground-transfers/quotes (OAP-007): one leg's vehicles for an eligible booking (or the
// host's trip, priced 0 for them), cheapest first.
import { currencyCodeSchema, groundTransferPriceFor, minorUnits, money } from '@caravan/domain';
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/index.js';
import type { TransferQuotesRequest } from '../../views/transfer.view.js';
import type { Viewer } from '../booking/booking-records.js';
import { transferContext } from './transfer-context.js';
import { notBookable } from './transfer-errors.js';
import { quoteLeg, resolveLeg } from './transfer-legs.js';

export async function requestTransferQuotes(
  db: Db,
  providers: Providers,
  viewer: Viewer,
  request: TransferQuotesRequest,
  now: Date,
) {
  const context = await transferContext(db, providers, viewer, request.tripId, now);
  if (!context.eligibility.ok && context.eligibility.reason) throw notBookable(context.eligibility.reason);
  const { tripId: _tripId, ...leg } = request;
  const resolved = await resolveLeg(providers, leg, {
    windows: context.windows,
    travelersCount: context.travelersCount,
    currency: currencyCodeSchema.parse(context.trip.currency),
  });
  // GTF-014, GTF-016: each quote at the price this user pays: a host's transfers are free, so a host sees no prices.
  const user = { isHostType: context.isHostType };
  const quotes = (await quoteLeg(providers, resolved)).map((q) => ({
    ...q,
    price: minorUnits(groundTransferPriceFor(user, money(q.price, q.currency))),
  }));
  // TAP-020: the spec's call reads the quotes by stage; the other stage's list is empty.
  return {
    stage: leg.stage,
    quotes,
    arrivalQuotes: leg.stage === 'arrival' ? quotes : [],
    departureQuotes: leg.stage === 'departure' ? quotes : [],
  };
}
