// The demo accounts: one or two per group and role, listed in the README. Demo data only.
export const DEMO_PASSWORD = 'caravan-demo';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  group: 'admin' | 'host' | 'operator' | 'traveler';
  role: 'host-primary' | 'host-secondary' | 'traveler-primary' | 'traveler-secondary' | null;
  landing: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@caravan.test', firstName: 'Ada', lastName: 'Admin', group: 'admin', role: null, landing: '/admin' },
  {
    email: 'operator@caravan.test',
    firstName: 'Omar',
    lastName: 'Andes Treks',
    group: 'operator',
    role: null,
    landing: '/app/operator',
  },
  {
    email: 'operator2@caravan.test',
    firstName: 'Olga',
    lastName: 'Nordic Routes',
    group: 'operator',
    role: null,
    landing: '/app/operator',
  },
  {
    email: 'host@caravan.test',
    firstName: 'Hana',
    lastName: 'Host',
    group: 'host',
    role: 'host-primary',
    landing: '/app/host',
  },
  {
    email: 'host2@caravan.test',
    firstName: 'Hugo',
    lastName: 'Host',
    group: 'host',
    role: 'host-primary',
    landing: '/app/host',
  },
  {
    email: 'cohost@caravan.test',
    firstName: 'Cleo',
    lastName: 'Cohost',
    group: 'host',
    role: 'host-secondary',
    landing: '/app/host',
  },
  {
    email: 'traveler@caravan.test',
    firstName: 'Tara',
    lastName: 'Traveler',
    group: 'traveler',
    role: 'traveler-primary',
    landing: '/app/traveler',
  },
  {
    email: 'traveler2@caravan.test',
    firstName: 'Theo',
    lastName: 'Traveler',
    group: 'traveler',
    role: 'traveler-primary',
    landing: '/app/traveler',
  },
  {
    email: 'companion@caravan.test',
    firstName: 'Cam',
    lastName: 'Companion',
    group: 'traveler',
    role: 'traveler-secondary',
    landing: '/app/traveler',
  },
];
