// /app/host/public-profile (§2.9): the host's profile as the public sees it, in its target element carrying the host
// id and the user's id and status (PRF-006), with Edit Profile and View Public Profile (PRF-008).
import { PUBLIC_HOST_PROFILE_PATH_PREFIX } from '@caravan/domain';
import { Alert, Link, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarCard } from '../../shell/calendar/CalendarCard.js';
import { useProfile } from '../../shell/session.js';
import { ProfileCard } from '../../public/profile/ProfileCard.js';
import { hostApi, hostKeys } from '../host.api.js';
import { profileApi, profileKeys } from './profile.api.js';
import '../../public/profile/public-profile.css';
import './profile.css';

export const PUBLIC_PROFILE_APP_PATH = '/app/host/public-profile';

/** The host's own profile, loaded: shared by the view and the editor. */
export function useOwnProfile() {
  const host = useQuery({ queryKey: hostKeys.me(), queryFn: ({ signal }) => hostApi.me(signal) });
  const hostId = host.data?.userId;
  const profile = useQuery({
    queryKey: profileKeys.own(hostId ?? ''),
    queryFn: ({ signal }) => profileApi.own(hostId as string, signal),
    enabled: Boolean(hostId),
  });
  const failed = host.isError || (host.isSuccess && !host.data) || profile.isError;
  return { hostId, profile: profile.data, failed, loading: !failed && !profile.data };
}

export function ProfileLoading({ failed, title }: { failed: boolean; title: string }) {
  return failed ? (
    <div className="hp-Page">
      <h1>{title}</h1>
      <Alert tone="danger" title="Your profile could not be loaded">
        Please reload the page.
      </Alert>
    </div>
  ) : (
    <div className="hp-Page">
      <h1 className="pt-visually-hidden">{title}</h1>
      <Spinner size="lg" label="Loading your profile…" />
    </div>
  );
}

export function ProfileViewPage() {
  const user = useProfile();
  const { profile, failed, loading } = useOwnProfile();
  if (loading || failed || !profile) return <ProfileLoading failed={failed} title="Public Profile" />;
  return (
    <div className="hp-Page">
      <div className="hp-Toolbar">
        <Link href={`${PUBLIC_PROFILE_APP_PATH}/edit`}>Edit Profile</Link>
        <Link href="/app/host/webhooks">Webhooks</Link>
        {profile.pagePath ? (
          <Link href={`${PUBLIC_HOST_PROFILE_PATH_PREFIX}${profile.pagePath}`} target="_blank" rel="noopener">
            View Public Profile
          </Link>
        ) : null}
      </div>
      <div
        id="host-public-profile-target"
        data-host-id={profile.hostId}
        data-user-id={user.id}
        data-user-status={profile.status}
      >
        <ProfileCard profile={profile} />
      </div>
      <CalendarCard holds="your trips' launches, booking deadlines and departures" />
    </div>
  );
}
