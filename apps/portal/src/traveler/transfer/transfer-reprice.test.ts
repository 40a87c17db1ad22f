// Repricing the booking's insurance with the chosen transfers: it needs the trip and the booking loaded (GTF-027).
import { GROUND_TRANSFER_STATE_NOT_READY_MESSAGE, initialGroundTransferFlowState } from '@caravan/domain';
import { describe, expect, it, vi } from 'vitest';

const bookings = vi.fn();
vi.mock('../api.js', () => ({
  travelerApi: { bookings: (...a: unknown[]) => bookings(...a), repriceQuotes: vi.fn() },
}));

const { repriceWithTransfers } = await import('./transfer-save.js');

describe('repriceWithTransfers', () => {
  it('[GTF-027] without the booking in the store it throws the error saying trip and booking must be there', async () => {
    bookings.mockResolvedValueOnce([{ _id: 'another-booking' }]);
    await expect(repriceWithTransfers('trip-1', 'booking-1', initialGroundTransferFlowState())).rejects.toThrow(
      GROUND_TRANSFER_STATE_NOT_READY_MESSAGE,
    );
  });
});
