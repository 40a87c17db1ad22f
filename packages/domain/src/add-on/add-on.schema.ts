// Add-on entity of a booking and the service it sells (traveler-app §3).
import { z } from 'zod';
import { canonicalEnum } from '../shared/enum.js';
import { addOnStatusSchema } from '../shared/statuses.js';
import { ADD_ON_SERVICE_TYPES, ADD_ON_TYPES, ROOM_TYPES, SERVICE_TIMINGS } from './add-on.constants.js';

export const addOnTypeSchema = canonicalEnum(ADD_ON_TYPES, {
  service: 'additional-service',
  'private-room': 'single-supplement',
  transfer: 'ground-transfer',
  insurance: 'insurance-plan',
});
export type AddOnType = z.infer<typeof addOnTypeSchema>;

export const addOnServiceTypeSchema = canonicalEnum(ADD_ON_SERVICE_TYPES);
export type AddOnServiceType = z.infer<typeof addOnServiceTypeSchema>;

export const serviceTimingSchema = canonicalEnum(SERVICE_TIMINGS, { pre: 'pre-trip', post: 'post-trip' });
export type ServiceTiming = z.infer<typeof serviceTimingSchema>;

export const roomTypeSchema = canonicalEnum(ROOM_TYPES, { private: 'single', shared: 'double' });
export type RoomType = z.infer<typeof roomTypeSchema>;

/** The service an add-on sells: _id, name, description, type, timing, occupancy, bookable, deleted. */
export const addOnServiceSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  type: addOnServiceTypeSchema,
  timing: serviceTimingSchema.optional(),
  occupancy: roomTypeSchema.optional(),
  bookable: z.boolean().default(true),
  deleted: z.boolean().default(false),
});
export type AddOnService = z.infer<typeof addOnServiceSchema>;

/** An add-on of a booking; prices are integer minor units. A removed add-on is kept, marked deleted. */
export const addOnSchema = z.object({
  addOnId: z.string().min(1),
  type: addOnTypeSchema,
  /** The traveler (user _id) the add-on belongs to. */
  user: z.string().min(1),
  status: addOnStatusSchema.default('CONFIRMED'),
  quantity: z.number().int().min(1).default(1),
  unitPriceWithFee: z.number().int(),
  price: z.number().int().optional(),
  deleted: z.boolean().default(false),
  manageMode: z.boolean().default(false),
  service: addOnServiceSchema.optional(),
  /** The ride a ground-transfer add-on paid for: one ride carries the whole booking, so it is listed once. */
  groundTransferId: z.string().optional(),
});
export type AddOn = z.infer<typeof addOnSchema>;
