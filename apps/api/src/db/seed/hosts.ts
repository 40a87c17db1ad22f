// Demo hosts at levels 0 to 3 with profiles, the co-host, itinerary recommendations and the extra host accounts.
import type { HostInterest } from '@caravan/domain';
import { hostCohosts, hostRecommendations, hosts, users } from '../schema/index.js';
import { at, type Tx } from './context.js';
import { DEMO_ITINERARY_IDS, DEMO_USER_IDS } from './demo-ids.js';

/** Host accounts beyond the demo accounts, so every host level exists; they sign in with the demo password. */
export const EXTRA_HOST_ACCOUNTS = [
  { id: DEMO_USER_IDS.hostLevel0, email: 'zoe.zero@caravan.test', firstName: 'Zoe', lastName: 'Zero' },
  { id: DEMO_USER_IDS.hostLevel2, email: 'tom.two@caravan.test', firstName: 'Tom', lastName: 'Two' },
] as const;

const INTERESTS: Record<string, HostInterest> = {
  hiking: { _id: 'hiking', name: 'Hiking', icon: 'mountain', colour: '#2f855a' },
  food: { _id: 'food', name: 'Food & Drink', icon: 'utensils', colour: '#c05621' },
  photography: { _id: 'photography', name: 'Photography', icon: 'camera', colour: '#2b6cb0' },
  wellness: { _id: 'wellness', name: 'Wellness', icon: 'leaf', colour: '#6b46c1' },
};

/** Seeds the extra host users (sharing one password hash), the host records, the co-host and recommendations. */
export async function seedHosts(tx: Tx, passwordHash: string): Promise<void> {
  await tx
    .insert(users)
    .values(EXTRA_HOST_ACCOUNTS.map((a) => ({ ...a, group: 'host', role: 'host-primary', passwordHash })));

  await tx.insert(hosts).values([
    {
      userId: DEMO_USER_IDS.host,
      level: 3,
      status: 'launched',
      onboardingCompleted: true,
      pagePath: 'hana-host',
      displayName: 'Hana Host',
      bio: 'Photographer and trail runner. I take small groups to the Andes and the fjords, camera in hand.',
      profilePictureUrl: '/demo/hosts/hana.jpg',
      pronouns: ['she/her'],
      languages: [
        { name: 'English', code: 'en' },
        { name: 'Spanish', code: 'es' },
      ],
      country: { name: 'United States', code: 'US' },
      interests: [INTERESTS.hiking, INTERESTS.photography, INTERESTS.food].filter((i) => i !== undefined),
      socialChannels: {
        instagram: 'hana.travels',
        tiktok: 'hanatravels',
        youtube: 'HanaOnTheTrail',
        personalSite: 'https://hana.example.com',
      },
      socialEngagementUserId: 'se-hana-0001',
      audienceExportStatus: 'success',
      createdAt: at('2025-09-01'),
    },
    {
      userId: DEMO_USER_IDS.host2,
      level: 1,
      status: 'planning',
      onboardingCompleted: true,
      pagePath: 'hugo-host',
      displayName: 'Hugo Host',
      bio: 'Yoga teacher running slow-travel retreats.',
      pronouns: ['he/him'],
      languages: [{ name: 'English', code: 'en' }],
      country: { name: 'United Kingdom', code: 'GB' },
      interests: [INTERESTS.wellness].filter((i) => i !== undefined),
      socialChannels: { instagram: 'hugo.retreats' },
      createdAt: at('2026-02-10'),
    },
    {
      userId: DEMO_USER_IDS.hostLevel0,
      level: 0,
      status: 'ready-to-qualify',
      onboardingCompleted: false,
      createdAt: at('2026-11-01'),
    },
    {
      userId: DEMO_USER_IDS.hostLevel2,
      level: 2,
      status: 'qualified',
      onboardingCompleted: true,
      pagePath: 'tom-two',
      displayName: 'Tom Two',
      interests: [INTERESTS.hiking].filter((i) => i !== undefined),
      socialChannels: { youtube: 'TomTwoTravels' },
      createdAt: at('2026-04-20'),
    },
  ]);

  await tx.insert(hostCohosts).values({ cohostId: DEMO_USER_IDS.cohost, primaryHostId: DEMO_USER_IDS.host });

  await tx.insert(hostRecommendations).values([
    {
      hostId: DEMO_USER_IDS.host2,
      itineraryId: DEMO_ITINERARY_IDS.incaTrail,
      topRecommended: true,
      platformRecommended: true,
      note: 'Our best-selling departure for wellness audiences.',
    },
    {
      hostId: DEMO_USER_IDS.host2,
      itineraryId: DEMO_ITINERARY_IDS.fjords,
      recommendedById: DEMO_USER_IDS.host,
      note: 'Hana ran it twice: calm pace, great light.',
    },
    {
      hostId: DEMO_USER_IDS.hostLevel0,
      itineraryId: DEMO_ITINERARY_IDS.patagonia,
      topRecommended: true,
      platformRecommended: true,
    },
  ]);
}
