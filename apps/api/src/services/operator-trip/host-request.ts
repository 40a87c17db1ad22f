// The host-request summary of a trip or trip request (OPT-013): the host's name, the request's form values, through the
// domain's hostRequestSummary so the operator sees the same four sections everywhere.
import {
  type PackageLevel,
  type TripRequestFormValues,
  hostRequestSummary,
  prePostRequestLines,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { itineraries, tripRequests, users } from '../../db/schema/index.js';
import type { Tx } from '../lifecycle.js';

export interface Named {
  id: string;
  name: string;
}

/** A user's display name (first and last name, else the email). */
export async function userName(db: Db | Tx, id: string): Promise<Named> {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return { id, name: u ? `${u.firstName} ${u.lastName}`.trim() || u.email : '' };
}

export async function itineraryName(db: Db | Tx, id: string): Promise<Named & { operatorCode: string | null }> {
  const [i] = await db
    .select({ name: itineraries.name, operatorCode: itineraries.operatorCode })
    .from(itineraries)
    .where(eq(itineraries.id, id));
  return { id, name: i?.name ?? '', operatorCode: i?.operatorCode ?? null };
}

/** The summary sections of a request's form values, with the host's name. */
export function summaryOf(
  host: Named,
  form: Partial<TripRequestFormValues> | null,
  fallback: { selectedPackage?: string | null; additionalRequests?: string; dietaryRestriction?: string | null },
) {
  return hostRequestSummary({
    host: { displayName: host.name },
    selectedPackage: (form?.selectedPackage ?? fallback.selectedPackage ?? undefined) as PackageLevel | undefined,
    hostRooms: form?.hostRooms ?? [],
    companions: form?.companions ?? [],
    dietaryRestriction: form?.dietaryRestriction ?? fallback.dietaryRestriction ?? null,
    additionalRequests: form?.additionalRequests || fallback.additionalRequests || '',
    prePost: form ? prePostRequestLines(form, form.startDate ?? null, form.tripLength ?? 1) : [],
  });
}

/** The stored form values of a trip request, or null. */
export async function requestFormOf(db: Db | Tx, id: string | null): Promise<TripRequestFormValues | null> {
  if (!id) return null;
  const [r] = await db
    .select({ formValues: tripRequests.formValues })
    .from(tripRequests)
    .where(eq(tripRequests.id, id));
  return r?.formValues ?? null;
}
