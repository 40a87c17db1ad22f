// The refusal a missing or malformed Idempotency-Key answers: one coded 400 whether the route's header schema or a
// service (withIdempotency) finds it, so the portal reads one code (MBK-060).
import { IDEMPOTENCY_KEY_HEADER, TRAVELER_BOOKING_ERROR_CODES, idempotencyKeySchema } from '@caravan/domain';
import { AppError } from './app-error.js';

const missing = () =>
  new AppError(
    400,
    TRAVELER_BOOKING_ERROR_CODES.idempotencyKeyRequired,
    `This request moves money: send an ${IDEMPOTENCY_KEY_HEADER} header (a new UUID per attempt).`,
  );
const malformed = () =>
  new AppError(
    400,
    TRAVELER_BOOKING_ERROR_CODES.idempotencyKeyRequired,
    `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 255 visible characters.`,
  );

/** The validated Idempotency-Key header, or throws the coded 400. */
export function requireIdempotencyKey(raw: string | undefined): string {
  if (raw === undefined || raw === '') throw missing();
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw malformed();
  return parsed.data;
}
