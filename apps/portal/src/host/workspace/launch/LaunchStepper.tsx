// /app/host/trips/{id}/launch (WSP-024): the launch stepper — Congratulations with next steps, Let's Review Your Trip
// Page, Finish Your Profile, then the 'Trip Page Launch Date' step (the domain's LAUNCH_STEPPER_STEPS and its DECIDE).
// The launch editor machine (useLaunch) decides what scheduling allows; Schedule Launch or Schedule Later continue to the tips.
import { LAUNCH_STEPPER_STEPS, launchRulesCopy } from '@caravan/domain';
import { Button, Card, Link } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useHostState } from '../../useHost.js';
import { LaunchDialog } from '../LaunchDateCard.js';
import { useLaunch } from '../useLaunch.js';
import { type HostWorkspace, workspaceKeys } from '../workspace.api.js';
import { FinishProfileStep } from './FinishProfileStep.js';
import { HOST_TRIP_PREVIEW_ROUTE, LAUNCH_TIPS_ROUTE, tripPreviewSource } from './launch-routes.js';
import { WelcomeModal } from './WelcomeModal.js';

type StepKey = (typeof LAUNCH_STEPPER_STEPS)[number]['key'];

export function LaunchStepper({ workspace, base }: { workspace: HostWorkspace; base: string }) {
  const [index, setIndex] = useState(0);
  const step = LAUNCH_STEPPER_STEPS[index] ?? LAUNCH_STEPPER_STEPS[0];
  const next = () => setIndex((i) => Math.min(i + 1, LAUNCH_STEPPER_STEPS.length - 1));
  const back = () => setIndex((i) => Math.max(i - 1, 0));
  return (
    <section className="ws-Launch" aria-labelledby="ws-launch-step">
      <WelcomeModal trip={workspace.trip} />
      <ol className="ws-LaunchSteps" aria-label="Launch steps">
        {LAUNCH_STEPPER_STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === index ? 'step' : undefined} data-done={i < index || undefined}>
            {s.title}
          </li>
        ))}
      </ol>
      <h2 id="ws-launch-step">{step.title}</h2>
      <StepBody step={step.key} workspace={workspace} base={base} onNext={next} onBack={back} />
    </section>
  );
}

function StepBody({
  step,
  workspace,
  base,
  onNext,
  onBack,
}: {
  step: StepKey;
  workspace: HostWorkspace;
  base: string;
  onNext: () => void;
  onBack: () => void;
}) {
  const { state } = useHostState();
  if (step === 'congratulations')
    return (
      <Card className="ws-LaunchStep">
        <p>Your trip is approved and your trip page is ready. Here is what comes next:</p>
        <ol>
          <li>Review your trip page as travelers will see it.</li>
          <li>Finish your profile so travelers know who they travel with.</li>
          <li>Choose when your trip page launches.</li>
        </ol>
        <ul className="ws-LaunchRules" aria-label="Launch rules">
          {launchRulesCopy(state?.level ?? 0).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="ws-ItemActions">
          <Button onPress={onNext}>Next</Button>
        </div>
      </Card>
    );
  if (step === 'review-trip-page')
    return (
      <Card className="ws-LaunchStep">
        <p>This is your trip page as travelers will see it. Change the trip details in the configuration.</p>
        <iframe className="ws-PreviewFrame" title="Trip page preview" src={tripPreviewSource(workspace.trip.id)} />
        <div className="ws-ItemActions">
          <Button variant="secondary" onPress={onBack}>
            Back
          </Button>
          <Link href={`${base}${HOST_TRIP_PREVIEW_ROUTE}`}>Open Trip Preview</Link>
          <Button onPress={onNext}>Next</Button>
        </div>
      </Card>
    );
  if (step === 'finish-profile') return <FinishProfileStep onBack={onBack} onDone={onNext} />;
  return <ScheduleStep trip={workspace.trip} base={base} onBack={onBack} />;
}

/** The last step: the 'Trip Page Launch Date' dialog (opened on arrival); either of its actions leads to the tips. */
function ScheduleStep({ trip, base, onBack }: { trip: HostWorkspace['trip']; base: string; onBack: () => void }) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const launch = useLaunch(trip, (next) => {
    client.setQueryData(workspaceKeys.workspace(trip.id), next);
    navigate(`${base}${LAUNCH_TIPS_ROUTE}`);
  });
  // Arriving at the step opens the dialog (a second send, under StrictMode, finds it open and changes nothing).
  useEffect(() => launch.send({ type: 'dialog.open' }), [launch]);
  return (
    <Card className="ws-LaunchStep">
      <p>Pick the date and time your trip page goes live, or schedule it later from the configuration.</p>
      <div className="ws-ItemActions">
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button onPress={() => launch.send({ type: 'dialog.open' })}>Choose launch date</Button>
      </div>
      <LaunchDialog launch={launch} />
    </Card>
  );
}
