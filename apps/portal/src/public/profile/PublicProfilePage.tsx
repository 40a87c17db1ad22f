// /hosts/{pagePath}: a host's public profile, no account needed (PRF-005), with the host's live and upcoming trips
// (MKT-034). The server sent the same facts as HTML with its title and Open Graph tags; this page starts from that
// copy and refreshes it.
import { Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadStateOf } from '../../api/queries.js';
import { MarketplaceLayout } from '../search/PublicHeader.js';
import { HostTrips } from './HostTrips.js';
import { ProfileCard } from './ProfileCard.js';
import { publicProfileApi, publicProfileKey, serverRenderedProfile } from './public-profile.api.js';
import './public-profile.css';

export function PublicProfilePage({ pagePath }: { pagePath: string }) {
  const query = useQuery({
    queryKey: publicProfileKey(pagePath),
    queryFn: ({ signal }) => publicProfileApi.profile(pagePath, signal),
    initialData: () => serverRenderedProfile(pagePath),
    initialDataUpdatedAt: 0,
  });
  const state = loadStateOf(query);
  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.data.name} · Caravan host`;
  }, [state]);
  if (state.status === 'loading')
    return (
      <MarketplaceLayout>
        <h1 className="pt-visually-hidden">Host profile</h1>
        <Spinner size="lg" label="Loading the profile…" />
      </MarketplaceLayout>
    );
  if (state.status === 'failed')
    return (
      <MarketplaceLayout>
        <h1>Host not found</h1>
        <p>This host profile does not exist.</p>
      </MarketplaceLayout>
    );
  return (
    <MarketplaceLayout>
      <div className="pp-Page">
        <ProfileCard profile={state.data} />
      </div>
      <HostTrips pagePath={pagePath} hostName={state.data.name} />
    </MarketplaceLayout>
  );
}
