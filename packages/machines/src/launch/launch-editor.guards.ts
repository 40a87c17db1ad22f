// Launch editor guards: the launch machine answers (its `can()` from the stored state), the domain checks the form.
import { canScheduleLaunch, type LaunchUserEvent, launchInstantOf } from '@caravan/domain';
import type { LaunchEditorContext } from './launch-editor.types.js';

type Args = { context: LaunchEditorContext };

/** The launch event the dialog's date and time name (in the host's zone), or null while either is missing. */
export function draftLaunchEvent(context: LaunchEditorContext): LaunchUserEvent | null {
  const { date, time } = context.draft;
  if (!date || !time) return null;
  return { type: 'launch.schedule', date, time, launchDate: launchInstantOf({ date, time }, context.zone) };
}

export const launchEditorGuards = {
  /** WSP-032: changed and valid, and the launch machine (eligibility, WSP-039) takes it. */
  canScheduleDraft: ({ context }: Args) => {
    if (!canScheduleLaunch(context.saved, context.draft, context.today)) return false;
    const event = draftLaunchEvent(context);
    // Stryker disable next-line ConditionalExpression: canScheduleLaunch above refuses a draft missing its date or time, so the event is never null here; the check narrows its type
    return event !== null && context.launch.can(event);
  },
  /** WSP-037: unscheduling a scheduled, eligible launch. */
  canUnschedule: ({ context }: Args) => context.launch.can({ type: 'launch.unschedule' }),
};
