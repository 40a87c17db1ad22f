// A host's public profile as server-rendered HTML: title, description, canonical URL, Open Graph and Twitter tags and
// the profile itself, so link previews and crawlers need no script. Every value is escaped.
import { PUBLIC_HOST_PROFILE_DATA_ELEMENT_ID, PUBLIC_HOST_PROFILE_PATH_PREFIX } from '@caravan/domain';
import type { HostPublicProfileView } from './host-profile.view.js';
import { absoluteUrl, escapeHtml, shareDescription, shareHeadTags } from './share-tags.js';

/** The page's share description: the bio, or a line naming the host. */
export const profileDescriptionOf = (p: HostPublicProfileView): string =>
  shareDescription(p.bio || `${p.name} hosts group trips with Caravan.`);

/** The <head> tags of a host's public profile. */
export function profileHeadTags(p: HostPublicProfileView, origin: string): string {
  const title = `${p.name} · Caravan host`;
  return shareHeadTags({
    title,
    shareTitle: title,
    description: profileDescriptionOf(p),
    url: `${origin}${PUBLIC_HOST_PROFILE_PATH_PREFIX}${encodeURIComponent(p.pagePath ?? '')}`,
    image: absoluteUrl(origin, p.profilePictureUrl),
    imageAlt: p.name,
    ogType: 'profile',
    largeImage: false,
  });
}

const SOCIAL_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  personalSite: 'Website',
};

/** The profile's content before any script runs: the same facts the React page shows. */
export function profileBodyContent(p: HostPublicProfileView): string {
  const e = escapeHtml;
  const socials = Object.entries(p.socialChannels)
    .filter(([, v]) => v)
    .map(([k, v]) => `<li>${e(SOCIAL_LABELS[k] ?? k)}: ${e(v as string)}</li>`)
    .join('');
  return `<main class="host-public-profile" data-ssr="host-profile">
  ${p.profilePictureUrl ? `<img src="${e(p.profilePictureUrl)}" alt="${e(p.name)}" width="260" height="260" />` : ''}
  <h1>${e(p.name)}</h1>
  ${p.pronouns.length ? `<p>${e(p.pronouns.join(', '))}</p>` : ''}
  ${p.bio ? `<p>${e(p.bio)}</p>` : ''}
  ${p.interests.length ? `<section aria-label="Interests"><h2>Interests</h2><ul>${p.interests.map((i) => `<li>${e(i.name)}</li>`).join('')}</ul></section>` : ''}
  ${socials ? `<section aria-label="Socials"><h2>Find me on</h2><ul>${socials}</ul></section>` : ''}
</main>`;
}

export const PROFILE_NOT_FOUND_CONTENT = `<main class="host-public-profile"><h1>Host not found</h1><p>This host profile does not exist. <a href="/">Go to Caravan</a></p></main>`;

/** The view as JSON the portal starts from; `<` is escaped so no value can close the script element. */
export const profileDataScript = (p: HostPublicProfileView): string =>
  `<script type="application/json" id="${PUBLIC_HOST_PROFILE_DATA_ELEMENT_ID}">${JSON.stringify(p).replace(/</g, '\\u003c')}</script>`;
