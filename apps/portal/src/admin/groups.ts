// How the admin pages name a user's group.
export const GROUP_LABEL: Record<string, string> = {
  admin: 'Admin',
  host: 'Host',
  operator: 'Operator',
  traveler: 'Traveler',
};
