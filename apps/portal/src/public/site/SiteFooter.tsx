// The public site's footer, on every public page (home, search, trip page, host profile, sign-in): the information
// pages a marketplace visitor looks for, grouped by who they are for (the domain's one list).
import { SITE_FOOTER_GROUPS, SITE_PAGES, TRAVELER_SUPPORT_EMAIL } from '@caravan/domain';
import { Link } from '@caravan/ui';
import './site.css';

export function SiteFooter() {
  return (
    <footer className="st-Footer">
      <div className="st-Footer-inner">
        <div className="st-Footer-about">
          <p className="st-Footer-brand">Caravan</p>
          <p>Small-group trips led by hosts who know the way.</p>
          <p>
            Questions? <Link href={`mailto:${TRAVELER_SUPPORT_EMAIL}`}>{TRAVELER_SUPPORT_EMAIL}</Link>
          </p>
        </div>
        {SITE_FOOTER_GROUPS.map((group) => (
          <nav key={group.title} className="st-Footer-group" aria-label={`For ${group.title.toLowerCase()}`}>
            <h2 className="st-Footer-title">{group.title}</h2>
            <ul>
              {group.pages.map((key) => (
                <li key={key}>
                  <Link href={SITE_PAGES[key].path} variant="standalone">
                    {SITE_PAGES[key].title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="st-Footer-legal">
        © {new Date().getFullYear()} Caravan. Payments are held by Caravan until your trip.
      </p>
    </footer>
  );
}
