// The scheduler's ledger: claims an action's key inside the transaction of its effect, so it happens once (MKT-020).
import type { DueAction } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { schedulerLedger, transitionsLog } from '../db/schema/index.js';
import type { Tx } from '../services/lifecycle.js';

type Outcome = (typeof schedulerLedger.$inferInsert)['outcome'];

/** The action's ledger key as the processor's Idempotency-Key (automatic charges). */
export const ledgerKeyOf = (action: DueAction) => `${action.rule}:${action.objectId}:${action.dueOn}`;

/** Whether the action is already in the ledger (a cheap read before opening a transaction for it). */
export async function isRecorded(db: Db, action: DueAction): Promise<boolean> {
  const rows = await db
    .select({ rule: schedulerLedger.rule })
    .from(schedulerLedger)
    .where(
      and(
        eq(schedulerLedger.rule, action.rule),
        eq(schedulerLedger.objectId, action.objectId),
        eq(schedulerLedger.dueOn, action.dueOn),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts the action's key in `tx`: true when this transaction owns the action. A concurrent claimer of the same key
 * waits on the unique key until the owner commits (then gets false) or rolls back (then owns it).
 */
export async function claim(tx: Tx, action: DueAction, now: Date, outcome: Outcome = 'applied'): Promise<boolean> {
  const rows = await tx
    .insert(schedulerLedger)
    .values({ rule: action.rule, objectId: action.objectId, dueOn: action.dueOn, outcome, appliedAt: now })
    .onConflictDoNothing()
    .returning({ rule: schedulerLedger.rule });
  return rows.length > 0;
}

/** Marks the claimed action's outcome (a declined charge is settled, not retried). */
export async function settle(tx: Tx, action: DueAction, outcome: Outcome): Promise<void> {
  await tx
    .update(schedulerLedger)
    .set({ outcome })
    .where(
      and(
        eq(schedulerLedger.rule, action.rule),
        eq(schedulerLedger.objectId, action.objectId),
        eq(schedulerLedger.dueOn, action.dueOn),
      ),
    );
}

/**
 * A timeline entry for an action that moves no lifecycle (a reminder, a charge, a campaign sent): the transitions log
 * row stays in its state, with the scheduler (no user) as the actor.
 */
export async function noteOnTimeline(
  tx: Tx,
  entry: { resource: 'trip' | 'booking'; id: string; event: string; state: string; now: Date },
): Promise<void> {
  await tx.insert(transitionsLog).values({
    resource: entry.resource,
    resourceId: entry.id,
    event: entry.event,
    fromState: entry.state,
    toState: entry.state,
    actorId: null,
    at: entry.now,
  });
}
