// The host level card's rows (LVL-007, LVL-008): levels 0 to 3 with the spec's names, an icon each, the host's own marked.
import { capHostLevel, type HostLevel, hostLevelName } from '@caravan/domain';

/**
 * DECIDE: the Learn button's external page. The spec says only that it opens an external page; this is the
 * Caravan help centre's article on host levels.
 */
export const HOST_LEVELS_LEARN_URL = 'https://help.caravan.travel/host-levels';

/** The drawings HostLevelIcon.tsx holds (SVG: an emoji needs a font the browser may not have). */
export type HostLevelIconName = 'seedling' | 'sprout' | 'tree' | 'star';

/** DECIDE: one icon per level (the spec names icons but not which): seedling, sprout, tree, star. */
export const HOST_LEVEL_ICONS: Readonly<Record<HostLevel, HostLevelIconName>> = {
  0: 'seedling',
  1: 'sprout',
  2: 'tree',
  3: 'star',
};

export interface HostLevelRow {
  level: HostLevel;
  name: string;
  icon: HostLevelIconName;
  state: 'reached' | 'current' | 'next';
}

/** The four levels in order, each reached, current or still ahead of the host's level (a missing record is ZERO). */
export function hostLevelRows(hostLevel: number | null | undefined): HostLevelRow[] {
  const current = capHostLevel(Math.max(0, Math.trunc(hostLevel ?? 0)));
  return ([0, 1, 2, 3] as const).map((level) => ({
    level,
    name: hostLevelName(level),
    icon: HOST_LEVEL_ICONS[level],
    state: level < current ? 'reached' : level === current ? 'current' : 'next',
  }));
}
