// The signed-in host's record and the shell's state derived from it, read once and shared by the area's pages.
import { useQuery } from '@tanstack/react-query';
import { hostApi, hostKeys } from './host.api.js';
import { type HostState, hostStateOf } from './host-state.js';

/** The host's state once loaded (null while loading or when the call failed: the shell then shows no host parts). */
export function useHostState(): { state: HostState | null; loading: boolean } {
  const query = useQuery({ queryKey: hostKeys.me(), queryFn: ({ signal }) => hostApi.me(signal) });
  return { state: query.isSuccess ? hostStateOf(query.data) : null, loading: query.isPending };
}
