// Document titles by route: the first meaningful path segment picks the title.

const APP_TITLES: Record<string, string> = {
  operator: 'Operator Portal',
  host: 'Host Portal',
  traveler: 'Traveler Portal',
};

const TOP_TITLES: Record<string, string> = {
  login: 'Login',
  signup: 'Signup',
  logout: 'Signing out',
  admin: 'Admin Portal',
  error: 'Something went wrong',
};

/** The document title for a pathname (e.g. '/app/host/home' -> 'Host Portal', '/login' -> 'Login'). */
export function titleFor(pathname: string): string {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (first === 'app') return APP_TITLES[second] ?? 'Caravan';
  return TOP_TITLES[first] ?? 'Caravan';
}
