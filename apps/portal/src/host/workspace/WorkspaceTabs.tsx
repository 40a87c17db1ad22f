// The trip tabs as the domain's shell rule gives them (WSP-011, WSP-013..015): none in the request phase, the gated
// ones shown but disabled, the current one marked.
import type { HostWorkspaceShell } from '@caravan/domain';
import { Link, useLocation } from 'wouter';

export function WorkspaceTabs({
  base,
  shell,
}: {
  base: string;
  shell: Pick<HostWorkspaceShell, 'tabsHidden' | 'tabs'>;
}) {
  const [location] = useLocation();
  if (shell.tabsHidden) return null;
  return (
    <nav className="ws-Tabs" aria-label="Trip">
      <ul>
        {shell.tabs.map((tab) => {
          const href = `${base}${tab.href}`;
          const current = location === href;
          return (
            <li key={tab.key}>
              {tab.enabled ? (
                <Link href={href} className="ws-Tab" aria-current={current ? 'page' : undefined}>
                  {tab.label}
                </Link>
              ) : (
                <span className="ws-Tab" aria-disabled="true" title="Available once your trip page is approved">
                  {tab.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
