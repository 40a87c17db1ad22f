// The account area (TRV-065): /account (an overview), /account/profile and /account/address, under the Traveler
// Portal header with a section menu.
import { Card, Link, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { loadStateOf } from '../../api/queries.js';
import { CalendarCard } from '../../shell/calendar/CalendarCard.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { TravelerPortalHeader } from '../shell/TravelerPortalHeader.js';
import { TripSwitcher } from '../shell/TripSwitcher.js';
import { accountAddressKey, accountProfileKey, fetchAccountAddress, fetchAccountProfile } from './account-api.js';
import { AddressForm } from './AddressForm.js';
import { ProfileForm } from './ProfileForm.js';
import '../traveler.css';
import './account.css';

export const ACCOUNT_BASE = '/app/traveler/account';
const SECTIONS = [
  { href: ACCOUNT_BASE, label: 'Account' },
  { href: `${ACCOUNT_BASE}/profile`, label: 'Profile' },
  { href: `${ACCOUNT_BASE}/address`, label: 'Address' },
] as const;

function AccountMenu() {
  const [location] = useLocation();
  return (
    <nav aria-label="Account sections" className="tv-Tabs">
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              variant="standalone"
              className="tv-Tab"
              {...(location === s.href ? { 'aria-current': 'page' as const } : {})}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountOverview() {
  const profile = useQuery({ queryKey: accountProfileKey(), queryFn: ({ signal }) => fetchAccountProfile(signal) });
  const address = useQuery({ queryKey: accountAddressKey(), queryFn: ({ signal }) => fetchAccountAddress(signal) });
  const p = loadStateOf(profile);
  const a = loadStateOf(address);
  if (p.status === 'failed')
    return (
      <LoadFailed title="We couldn't load your account" message={p.message} onRetry={() => void profile.refetch()} />
    );
  if (!p.data) return <Spinner size="lg" label="Loading your account…" />;
  return (
    <div className="tv-Grid">
      <Card title="Profile">
        <p>
          {p.data.firstName} {p.data.lastName}
          <br />
          {p.data.email}
        </p>
        <Link href={`${ACCOUNT_BASE}/profile`}>Edit profile</Link>
      </Card>
      <Card title="Address">
        {a.data ? (
          <p>
            {a.data.line1}
            {a.data.line2 ? `, ${a.data.line2}` : ''}
            <br />
            {a.data.postalCode} {a.data.city} {a.data.region} · {a.data.countryCode}
          </p>
        ) : (
          <p>No mailing address yet.</p>
        )}
        <Link href={`${ACCOUNT_BASE}/address`}>Edit address</Link>
      </Card>
      <CalendarCard holds="your trip days and payment due dates" />
    </div>
  );
}

/** /app/traveler/account/* */
export function AccountArea() {
  return (
    <div className="tv-Page">
      <TravelerPortalHeader>
        <TripSwitcher />
      </TravelerPortalHeader>
      <h1 className="tv-PageTitle">Your account</h1>
      <AccountMenu />
      <Switch>
        <Route path={ACCOUNT_BASE} component={AccountOverview} />
        <Route path={`${ACCOUNT_BASE}/profile`} component={ProfileForm} />
        <Route path={`${ACCOUNT_BASE}/address`} component={AddressForm} />
        <Route>
          <Redirect to={ACCOUNT_BASE} replace />
        </Route>
      </Switch>
    </div>
  );
}
