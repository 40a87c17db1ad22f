// The host's landing (/app/host, where sign-in arrives) sends a host who is not onboarded into onboarding (ONB-001).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { hostApi, hostKeys } from '../host.api.js';
import { onboardingRedirectFor } from './onboarding-gate.js';

/**
 * Shows `children` unless the host's record, read fresh, says onboarding comes first. It decides only once the read
 * settled: the onboarding page invalidates the record as it finishes, and a stale copy would send the host back.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const query = useQuery({ queryKey: hostKeys.me(), queryFn: ({ signal }) => hostApi.me(signal) });
  const to = query.isSuccess && !query.isFetching ? onboardingRedirectFor(query.data) : null;
  if (to) return <Redirect to={to} replace />;
  return <>{children}</>;
}
