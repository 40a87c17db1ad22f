// Repricing the booking's insurance with the chosen transfers: it needs the trip and the booking loaded (GTF-027).
import { GROUND_TRANSFER_STATE_NOT_READY_MESSAGE, initialGroundTransferFlowState } from '@caravan/domain';
import { describe, expect, it, vi } from 'vitest';
import { repriceWithTransfers } from './transfer-save.js';

// The API the function reads, passed in: the unit tier shares its module cache between files (isolate: false),
// so a module mock would depend on which file loaded the API first.
type Api = NonNullable<Parameters<typeof repriceWithTransfers>[3]>;

describe('repriceWithTransfers', () => {
  it('[GTF-027] without the booking in the store it throws the error saying trip and booking must be there', async () => {
    const repriceQuotes = vi.fn();
    const api = { bookings: async () => [{ _id: 'another-booking' }], repriceQuotes } as unknown as Api;
    await expect(repriceWithTransfers('trip-1', 'booking-1', initialGroundTransferFlowState(), api)).rejects.toThrow(
      GROUND_TRANSFER_STATE_NOT_READY_MESSAGE,
    );
    expect(repriceQuotes).not.toHaveBeenCalled();
  });
});
