// The Share Profile button and its modal (PLT-046, PLT-047): promote trips (focusOnTrips), survey the audience
// (focusOnSurvey); a host who is not qualified has only the survey option.
import { HOST_APP_ROUTES, type ShareModalOption } from '@caravan/domain';
import { Button, DialogTrigger, Link, ModalDialog } from '@caravan/ui';

/** DECIDE: the copy of each option; the spec names the options' purposes, not their text. */
export const SHARE_OPTION_COPY: Readonly<Record<ShareModalOption, { title: string; body: string; href: string }>> = {
  focusOnTrips: {
    title: 'Promote your trips',
    body: 'Share your trip pages so your audience can book.',
    href: HOST_APP_ROUTES.trips,
  },
  focusOnSurvey: {
    title: 'Survey your audience',
    body: 'Share your survey to learn where your followers want to go.',
    href: HOST_APP_ROUTES.audience,
  },
};

export function ShareProfileButton({ options }: { options: readonly ShareModalOption[] }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Share Profile</Button>
      <ModalDialog title="Share Profile" actions={({ close }) => <Button onPress={close}>Close</Button>}>
        {({ close }) => (
          <ul className="hs-ShareOptions">
            {options.map((option) => (
              <li key={option} data-option={option} className="hs-ShareOption">
                <Link href={SHARE_OPTION_COPY[option].href} variant="standalone" onPress={close}>
                  {SHARE_OPTION_COPY[option].title}
                </Link>
                <p>{SHARE_OPTION_COPY[option].body}</p>
              </li>
            ))}
          </ul>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
