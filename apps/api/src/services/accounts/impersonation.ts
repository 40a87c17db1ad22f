// An admin's impersonation of a user (HAP-086, HAP-090) and its end (MKT-021, PLT-026): the sessions it swaps and the
// audit rows that record who really acted. The route sets or clears the cookie with the token these answer.
import { startImpersonation } from '../../auth/impersonation.js';
import { type SessionInfo, type SessionUser, createSession, deleteSession } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { findUserById } from './account-lookup.js';

/** The request the audit row names. */
export interface AuditedRequest {
  method: string;
  path: string;
}

/**
 * DECIDE (HAP-090): only admins impersonate, never another admin nor themselves, because an admin session is the
 * highest power. Ends the admin's own session and answers the user now acted as and the impersonated session's token.
 */
export async function beginImpersonation(
  db: Db,
  session: SessionInfo,
  targetId: string,
  request: AuditedRequest,
  at: Date,
): Promise<{ target: SessionUser; token: string }> {
  if (session.impersonator) throw new AppError(409, 'ALREADY_IMPERSONATING', 'End the current impersonation first.');
  const target = await findUserById(db, targetId);
  if (!target?.active) throw notFound('No such user.');
  if (target.id === session.user.id || target.group === 'admin') {
    throw new AppError(403, 'FORBIDDEN', 'Admins cannot be impersonated.');
  }
  const token = await startImpersonation(db, session.user.id, target.id, at);
  await deleteSession(db, session.tokenHash);
  await db.insert(auditLog).values({
    actorId: session.user.id,
    actingAsId: target.id,
    method: request.method,
    path: request.path,
    status: '200',
    detail: { event: 'impersonation.start' },
    at,
  });
  return { target, token };
}

/**
 * Ends the impersonated session; the admin's own session is restored (its token answered) when the admin is still an
 * active admin as stored now, else `token` is null and they sign in again.
 */
export async function endImpersonation(
  db: Db,
  session: SessionInfo,
  request: AuditedRequest,
  at: Date,
): Promise<{ restored: boolean; token: string | null }> {
  const admin = session.impersonator;
  if (!admin) throw new AppError(409, 'NOT_IMPERSONATING', 'You are not acting as another user.');
  await deleteSession(db, session.tokenHash);
  // The admin as stored now, not as at the start: one deactivated or moved out of admin meanwhile signs in again.
  const current = await findUserById(db, admin.id);
  const restored = Boolean(current?.active && current.group === 'admin');
  await db.insert(auditLog).values({
    actorId: admin.id,
    actingAsId: session.user.id,
    method: request.method,
    path: request.path,
    status: '200',
    detail: { event: 'impersonation.end', restored },
    at,
  });
  return { restored, token: restored ? await createSession(db, admin.id, at) : null };
}
