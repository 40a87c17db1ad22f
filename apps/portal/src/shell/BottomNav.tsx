// The mobile bottom navigation: the product tabs with icons, fixed to the bottom of a small screen (PLT-039).
import type { ShellProductLink } from '@caravan/domain';
import { useLocation } from 'wouter';
import { ProductIcon } from './ProductIcon.js';
import { ProductLink } from './ProductLink.js';

/** The tab bar; AppLayout renders it on small screens only. */
export function BottomNav({ links, current }: { links: ShellProductLink[]; current: ShellProductLink | null }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Product tabs" className="pt-TabBar">
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <ProductLink link={link} current={current} pathname={location} className="pt-TabBar-link">
              <ProductIcon link={link.key} />
              <span className="pt-TabBar-label">{link.label}</span>
            </ProductLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
