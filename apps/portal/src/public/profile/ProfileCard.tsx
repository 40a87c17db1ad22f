// A host's public profile as anyone sees it: picture, name, pronouns, bio, interests and socials (PRF-001, PRF-015).
// Shared by the public page (/hosts/{pagePath}) and the host's own profile view in the app.
import { PROFILE_PICTURE_SIZE_PX } from '@caravan/domain';
import type { Schema } from '../../api/index.js';

export type HostPublicProfile = Schema<'HostPublicProfile'>;

const SOCIAL_LABELS = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  personalSite: 'Website',
} as const;

/** A social channel's address: the site as given, a handle on its platform. */
const socialUrl = (key: keyof typeof SOCIAL_LABELS, value: string) => {
  switch (key) {
    case 'personalSite':
      return /^https?:\/\//i.test(value) ? value : `https://${value}`;
    case 'instagram':
      return `https://www.instagram.com/${encodeURIComponent(value)}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${encodeURIComponent(value)}`;
    case 'youtube':
      return `https://www.youtube.com/@${encodeURIComponent(value)}`;
    case 'facebook':
      return `https://www.facebook.com/${encodeURIComponent(value)}`;
  }
};

export function ProfileCard({ profile, headingLevel = 1 }: { profile: HostPublicProfile; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const socials = (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).filter(
    (k) => profile.socialChannels[k],
  );
  return (
    <article className="pp-Card">
      {profile.profilePictureUrl ? (
        <img
          className="pp-Card-picture"
          src={profile.profilePictureUrl}
          alt={profile.name}
          width={PROFILE_PICTURE_SIZE_PX}
          height={PROFILE_PICTURE_SIZE_PX}
        />
      ) : null}
      <div className="pp-Card-body">
        <Title className="pp-Card-name">{profile.name}</Title>
        {profile.pronouns.length > 0 ? <p className="pp-Card-pronouns">{profile.pronouns.join(', ')}</p> : null}
        {profile.country ? <p>{profile.country.name}</p> : null}
        {profile.bio ? <p className="pp-Card-bio">{profile.bio}</p> : null}
        {profile.interests.length > 0 ? (
          <section aria-label="Interests">
            <Sub>Interests</Sub>
            <ul className="pp-Tags">
              {profile.interests.map((i) => (
                <li key={i._id}>{i.name}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {profile.languages.length > 0 ? <p>Speaks {profile.languages.map((l) => l.name).join(', ')}</p> : null}
        {socials.length > 0 ? (
          <section aria-label="Socials">
            <Sub>Find me on</Sub>
            <ul className="pp-Socials">
              {socials.map((k) => (
                <li key={k}>
                  <a href={socialUrl(k, profile.socialChannels[k] as string)} rel="noopener noreferrer" target="_blank">
                    {SOCIAL_LABELS[k]}: {profile.socialChannels[k]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
