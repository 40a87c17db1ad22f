// Host bookings entities: the trip details the Bookings tab reads, with its travelers (orders) and report data.
import { z } from 'zod';
import { emailCampaignSchema } from '../promote/email-campaign.schema.js';
import { canonicalEnum } from '../shared/enum.js';
import { HOST_ORDER_STATUSES } from './host-bookings.constants.js';

/** Order status, any spelling ('WAITLISTED', 'awaiting-payment') parsed to the canonical value (HBK-014). */
export const hostOrderStatusSchema = canonicalEnum(HOST_ORDER_STATUSES, {
  waitlisted: 'waitlist',
  'awaiting-payment': 'awaiting',
});

/** The traveler of an order as the host sees it. */
const hostBookingTravelerPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  gender: z.string().nullable().optional(),
  dateOfBirth: z.string().nullable().optional(),
  instagramHandle: z.string().nullable().optional(),
  countryCode: z.string().nullable().optional(),
});

/** A traveler row (one order) of the trip details; amounts in integer minor units (HBK-002). */
export const hostBookingTravelerSchema = z.object({
  traveler: hostBookingTravelerPersonSchema,
  orderId: z.string(),
  status: hostOrderStatusSchema,
  totalSpotsBooked: z.number().int().positive().default(1),
  pendingCancellation: z.boolean().default(false),
  totalAmount: z.number().int().default(0),
  paidAmount: z.number().int().default(0),
  dueAmount: z.number().int().default(0),
  cancelledByHost: z.boolean().default(false),
});
export type HostBookingTraveler = z.infer<typeof hostBookingTravelerSchema>;

/** The 'Bookings to Date' chart: MM/DD labels and one or more series. */
const hostBookingsChartDataSchema = z.object({
  labels: z.array(z.string()).default([]),
  series: z.array(z.union([z.number(), z.array(z.number())])).default([]),
});
export type HostBookingsChartData = z.infer<typeof hostBookingsChartDataSchema>;

/** Trip details for the Bookings tab (HBK-002): counts, spots, earnings in minor units, chart and email campaigns. */
export const hostBookingsTripDetailsSchema = z.object({
  travelers: z.array(hostBookingTravelerSchema).default([]),
  pendingTravelers: z.number().int().nonnegative().default(0),
  onHoldTravelers: z.number().int().nonnegative().default(0),
  confirmedTravelers: z.number().int().nonnegative().default(0),
  maximumSpots: z.number().int().positive(),
  minimumTripThreshold: z.number().int().nonnegative(),
  earnings: z.number().int().default(0),
  potentialEarnings: z.number().int().default(0),
  chartData: hostBookingsChartDataSchema.default({ labels: [], series: [] }),
  emailCampaigns: z.array(emailCampaignSchema).default([]),
});
export type HostBookingsTripDetails = z.infer<typeof hostBookingsTripDetailsSchema>;
