// The host record as the shell's rules take it: a known status (or none) and a level 0..3; no record is level ZERO.
import {
  capHostLevel,
  type HostLevel,
  type HostStatus,
  hostSidebarAction,
  hostStatusSchema,
  isQualifiedHostStatus,
  shareModalOptions,
} from '@caravan/domain';

export interface HostState {
  level: HostLevel;
  status: HostStatus | null;
  qualified: boolean;
}

/** The shell's view of a host record; null (no record yet) counts as an unqualified level ZERO host (HOM-004). */
export function hostStateOf(record: { level: number; status: string } | null | undefined): HostState {
  if (!record) return { level: 0, status: null, qualified: false };
  const parsed = hostStatusSchema.safeParse(record.status);
  const status = parsed.success ? parsed.data : null;
  return {
    level: capHostLevel(Math.max(0, Math.trunc(record.level))),
    status,
    qualified: isQualifiedHostStatus(status),
  };
}

/** The sidebar's action button for a host (LVL-009..011): the domain's one rule. */
export const sidebarActionFor = (state: HostState) => hostSidebarAction(state);

/** The Share modal's options for a host (PLT-046, PLT-047). */
export const shareOptionsFor = (state: HostState) => shareModalOptions(state.qualified);
