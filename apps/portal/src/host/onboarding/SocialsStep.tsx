// The Socials step: connect one platform at a time through the provider (the others disabled while it connects,
// ONB-013, ONB-014), or enter the channels manually; the step's message shows beside the fields (ONB-018..020).
import { HOST_SOCIAL_CHANNEL_KEYS, type HostSocialChannelKey, SOCIAL_CONNECT_PLATFORMS } from '@caravan/domain';
import {
  type onboardingMachine,
  selectIsManualConnect,
  selectIsSocialConnected,
  selectSocialConnectionStates,
  selectSocialChannels,
  selectSocialPlatformsDisabled,
  selectStepErrors,
} from '@caravan/machines';
import { Button, Switch, TextField } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

export const PLATFORM_LABELS: Record<HostSocialChannelKey, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  personalSite: 'Personal site',
};

const CONNECTING_LABEL = { 'initializing-sdk': 'Starting…', 'in-process': 'Connecting…' } as const;

export function SocialsStep({
  actor,
  showErrors,
}: {
  actor: ActorRefFrom<typeof onboardingMachine>;
  showErrors: boolean;
}) {
  const states = useSelector(actor, selectSocialConnectionStates);
  const disabled = useSelector(actor, selectSocialPlatformsDisabled);
  const manual = useSelector(actor, selectIsManualConnect);
  const connected = useSelector(actor, selectIsSocialConnected);
  const channels = useSelector(actor, selectSocialChannels);
  const errors = useSelector(actor, selectStepErrors);
  return (
    <section className="ob-Step" aria-labelledby="ob-socials-title">
      <h2 id="ob-socials-title">Connect your socials</h2>
      <p>Connect the accounts where your audience follows you, or enter them yourself.</p>
      <Switch isSelected={manual} onChange={(on) => actor.send({ type: 'socials.setManual', manual: on })}>
        Enter my accounts manually
      </Switch>
      {manual ? (
        <div className="ob-Manual">
          {HOST_SOCIAL_CHANNEL_KEYS.map((key) => (
            <TextField
              key={key}
              label={PLATFORM_LABELS[key]}
              value={channels[key] ?? ''}
              onChange={(value) => actor.send({ type: 'socials.changeChannel', channel: key, value })}
              {...(key === 'personalSite' ? { description: 'Your website, such as example.com' } : {})}
              isInvalid={key === 'personalSite' && showErrors && Boolean(errors.personalSite)}
              {...(key === 'personalSite' && errors.personalSite ? { errorMessage: errors.personalSite } : {})}
            />
          ))}
        </div>
      ) : (
        <ul className="ob-Platforms">
          {SOCIAL_CONNECT_PLATFORMS.map((platform) => {
            const state = states[platform];
            return (
              <li key={platform}>
                <Button
                  variant="secondary"
                  isDisabled={disabled[platform] || state !== 'idle'}
                  onPress={() => actor.send({ type: 'socials.connect', platform })}
                >
                  {state === 'idle'
                    ? `Connect ${PLATFORM_LABELS[platform]}`
                    : `${PLATFORM_LABELS[platform]}: ${CONNECTING_LABEL[state]}`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {connected ? <output>Your account is connected.</output> : null}
      {showErrors && errors.socialChannels ? (
        <p className="hp-FieldError" role="alert">
          {errors.socialChannels}
        </p>
      ) : null}
    </section>
  );
}
