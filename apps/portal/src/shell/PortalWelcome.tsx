// Placeholder home for a portal: names the portal and greets the user until the real screens land.
import type { ReactNode } from 'react';
import { Card, PageHeader } from '@caravan/ui';
import { useProfile } from './session.js';

export interface PortalWelcomeProps {
  /** e.g. 'Host Portal'; becomes the page's h1. */
  portal: string;
  description: string;
  /** What this portal will offer, as short cards. */
  highlights: Array<{ title: string; body: ReactNode }>;
}

/** The welcoming home card of an app area. */
export function PortalWelcome({ portal, description, highlights }: PortalWelcomeProps) {
  const profile = useProfile();
  return (
    <>
      <PageHeader eyebrow="Caravan" title={portal} description={description} />
      <Card tone="brand" title={`Welcome, ${profile.firstName || profile.email}!`} className="pt-Welcome">
        <p>
          You are signed in to the {portal} as <strong>{profile.email}</strong>.
        </p>
        <p>Your workspace is being prepared. Here is what you will find here soon:</p>
      </Card>
      <div className="pt-Grid">
        {highlights.map((item) => (
          <Card key={item.title} title={item.title} headingLevel={3}>
            <p>{item.body}</p>
          </Card>
        ))}
      </div>
    </>
  );
}
