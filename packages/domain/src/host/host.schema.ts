// Host entities: level, lead status, public profile and the host record (host-and-platform §1, §3).
import { z } from 'zod';
import { canonicalEnum } from '../shared/enum.js';
import {
  HOST_LEVEL_NAMES,
  HOST_STATUSES,
  MAX_HOST_LEVEL,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_MESSAGES,
} from './host.constants.js';

/** A host level number, 0 to 3. */
export type HostLevel = 0 | 1 | 2 | 3;

const LEVEL_BY_NAME: Readonly<Record<string, HostLevel>> = { ZERO: 0, ONE: 1, TWO: 2, THREE: 3, '3': 3 };

/** Turns a level number above 3 into 3 (LVL-002); below 0 or fractional levels are not levels. */
export function capHostLevel(level: number): HostLevel {
  return Math.min(level, MAX_HOST_LEVEL) as HostLevel;
}

/** Host level: accepts ZERO/ONE/TWO/3 (LVL-001) or a number, outputs 0..3 with higher numbers capped at 3 (LVL-002). */
export const hostLevelSchema = z.preprocess(
  (input) => {
    if (typeof input === 'string') {
      const key = input.trim().toUpperCase();
      if (key in LEVEL_BY_NAME) return LEVEL_BY_NAME[key];
      if (/^\d+$/.test(key)) return Number(key);
    }
    return input;
  },
  z
    .number()
    .int()
    .min(0)
    .transform((n) => capHostLevel(n)),
);

/** The spec's name of a level number: 0 ZERO, 1 ONE, 2 TWO, 3 '3' (LVL-001). */
export function hostLevelName(level: HostLevel): (typeof HOST_LEVEL_NAMES)[number] {
  return HOST_LEVEL_NAMES[level];
}

/** Host lead status, any spelling variant accepted (LVL-006). */
export const hostStatusSchema = canonicalEnum(HOST_STATUSES);
export type HostStatus = z.infer<typeof hostStatusSchema>;

/** An interest of a host: a category with its display icon and colour. */
const hostInterestSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  icon: z.string().optional(),
  colour: z.string().optional(),
});
export type HostInterest = z.infer<typeof hostInterestSchema>;

export const hostNamedCodeSchema = z.object({ name: z.string(), code: z.string() });
export type HostNamedCode = z.infer<typeof hostNamedCodeSchema>;

/** The social channels of a profile: a handle (or site) per platform, each optional. */
export const HOST_SOCIAL_CHANNEL_KEYS = ['facebook', 'instagram', 'tiktok', 'youtube', 'personalSite'] as const;
export type HostSocialChannelKey = (typeof HOST_SOCIAL_CHANNEL_KEYS)[number];
export const hostSocialChannelsSchema = z.object({
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  tiktok: z.string().optional(),
  youtube: z.string().optional(),
  personalSite: z.string().optional(),
});
export type HostSocialChannels = z.infer<typeof hostSocialChannelsSchema>;

/** The public host profile (PRF-001). */
export const hostPublicProfileSchema = z.object({
  bio: z.string().max(PROFILE_BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong).optional(),
  displayName: z.string().optional(),
  interests: z.array(hostInterestSchema).default([]),
  languages: z.array(hostNamedCodeSchema).default([]),
  country: hostNamedCodeSchema.optional(),
  pronouns: z.array(z.string()).default([]),
  profilePictureUrl: z.string().optional(),
  socialChannels: hostSocialChannelsSchema.default({}),
});

/** The host record: the public profile plus identity, status and level (PRF-002). */
export const hostRecordSchema = hostPublicProfileSchema.extend({
  _id: z.string().min(1),
  pagePath: z.string().optional(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  status: hostStatusSchema.default('created'),
  active: z.boolean().default(true),
  level: hostLevelSchema.default(0),
  email: z.email(),
  onboardingCompleted: z.boolean().default(false),
});
