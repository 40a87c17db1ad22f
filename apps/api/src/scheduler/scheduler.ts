// The scheduler (MKT-012, MKT-020): one run applies every time-driven action due at `now`; production runs it as the
// job queue's minute tick (runtime.ts), tests call runDue with their own clock. Every action is keyed in the ledger, so
// it happens once; its e-mails are mail jobs written in the action's transaction.
import {
  type DueAction,
  type ScheduledRule,
  automaticPaymentDue,
  campaignDue,
  paymentReminderDue,
  tripActionsDue,
} from '@caravan/domain';
import type { Db } from '../db/client.js';
import type { MailOutbox } from '../queue/job-queue.js';
import { AppError } from '../errors/app-error.js';
import { log } from '../observability/logger.js';
import type { Providers } from '../providers/index.js';
import { applyAutomaticPayment, applyPaymentReminder } from './booking-actions.js';
import { applyCampaignSend } from './campaign-actions.js';
import { bookingsToCheck, campaignsToCheck, tripsToCheck } from './candidates.js';
import type { WebhookQueue } from '../queue/webhook-job.js';
import type { ActionContext } from './context.js';
import { isRecorded } from './ledger.js';
import { applyTripAction } from './trip-actions.js';
import { expireWaitlistOffers } from '../services/waitlist/close-offers.js';

/**
 * DECIDE: the wall-clock scheduler ticks every minute (the queue's SCHEDULER_TICK_CRON): the finest time a rule reads
 * is the launch time, set in 10-minute steps (LAUNCH_TIME_STEP_MINUTES), so a launch goes live within a minute of its
 * time; a run with nothing due costs three indexed reads.
 */
export const SCHEDULER_TICK_MS = 60_000;

/** What one run did. */
export interface SchedulerRun {
  /** The instant the run applied the rules at. */
  now: string;
  /** Actions this scheduler applied, by rule. */
  applied: Partial<Record<ScheduledRule, number>>;
  /** Actions another scheduler had already applied (or applied while this one waited on the ledger key). */
  alreadyApplied: number;
  /** Actions the machine refused because their object changed since it was read (looked at again next run). */
  refused: number;
  /** Actions that failed unexpectedly (retried next run). */
  failed: number;
}

export interface Scheduler {
  /** Applies everything due up to `now` — not only what fell due since the last run, so a scheduler that was down catches up. */
  runDue(now: Date): Promise<SchedulerRun>;
}

export interface SchedulerDeps {
  db: Db;
  /** Where an action's e-mails are written, in its transaction (the job queue). */
  outbox: MailOutbox;
  /** Where trip moves' webhook jobs are written (see ActionContext). */
  webhooks?: Pick<WebhookQueue, 'write'> | undefined;
  providers: Pick<Providers, 'payments'>;
  /** The server's public address for links in e-mails (see ActionContext). */
  publicUrl?: () => string;
}

/** Every action due at `now`, from what the database holds. */
async function collectDue(db: Db, now: Date): Promise<DueAction[]> {
  const [trips, bookings, campaigns] = await Promise.all([
    tripsToCheck(db),
    bookingsToCheck(db),
    campaignsToCheck(db, now),
  ]);
  return [
    ...trips.flatMap((t) => tripActionsDue(t, now)),
    ...bookings.flatMap((b) => [paymentReminderDue(b, now), automaticPaymentDue(b, now)]),
    ...campaigns.map((c) => campaignDue(c, now)),
  ].filter((a): a is DueAction => a !== null);
}

function applierOf(action: DueAction): (ctx: ActionContext, action: DueAction) => Promise<boolean> {
  if (action.event) return applyTripAction;
  if (action.rule === 'automatic-payment') return applyAutomaticPayment;
  if (action.rule === 'campaign-send') return applyCampaignSend;
  return applyPaymentReminder;
}

export function createScheduler(deps: SchedulerDeps): Scheduler {
  return {
    async runDue(now) {
      const ctx: ActionContext = { ...deps, now };
      const run: SchedulerRun = { now: now.toISOString(), applied: {}, alreadyApplied: 0, refused: 0, failed: 0 };
      for (const action of await collectDue(deps.db, now)) {
        try {
          if (await isRecorded(deps.db, action)) continue;
          if (await applierOf(action)(ctx, action)) run.applied[action.rule] = (run.applied[action.rule] ?? 0) + 1;
          else run.alreadyApplied += 1;
        } catch (error) {
          if (error instanceof AppError && error.status === 409) run.refused += 1;
          else {
            run.failed += 1;
            log().warn(
              { err: error, rule: action.rule, objectId: action.objectId },
              '[scheduler] an action failed; it is retried next run',
            );
          }
        }
      }
      // Waitlist offers past their window pass to the next in line (MKT-046); the offer's status makes it once.
      try {
        await expireWaitlistOffers(deps.db, { now, mail: { outbox: deps.outbox, publicUrl: deps.publicUrl?.() } });
      } catch (error) {
        run.failed += 1;
        log().warn({ err: error }, '[scheduler] expiring waitlist offers failed; it is retried next run');
      }
      return run;
    },
  };
}
