// Trip app links are for admins, hosts and travelers (RTE-010): anyone else opening one is sent to the root path.
import { tripAppLinkRedirect } from '@caravan/domain';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';

/** Renders children, or sends a user whose group may not use the trip app link being opened to the root. */
export function TripAppLinkGate({ group, children }: { group: string; children: ReactNode }) {
  const [location] = useLocation();
  const to = tripAppLinkRedirect(group, location);
  return to ? <Redirect to={to} replace /> : children;
}
