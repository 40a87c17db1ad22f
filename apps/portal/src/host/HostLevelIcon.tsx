// The host levels' icons as inline SVG (LVL-007): an emoji needs a font the browser may lack, and then renders a box.
import type { HostLevelIconName } from './host-level-card.js';

/** Each icon's drawing on a 24×24 grid, in the text's colour so it follows the card's level state. */
const PATHS: Readonly<Record<HostLevelIconName, string>> = {
  seedling: 'M12 21v-8M12 13c0-4-3-6-7-6 0 4 3 6 7 6zM12 11c0-3 2.5-5 6-5 0 3.5-2.5 5-6 5z',
  sprout: 'M12 21V9M12 9c0-4-3-6-6-6 0 4 2.5 6 6 6zM12 13c0-4 3-6 6-6 0 4-2.5 6-6 6zM12 17c-3 0-5-2-5-4 3 0 5 1.5 5 4z',
  tree: 'M12 22v-6M12 2l-6 8h3l-4 6h14l-4-6h3z',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6L2.5 9.4l6.6-.8z',
};

export function HostLevelIcon({ name }: { name: HostLevelIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
