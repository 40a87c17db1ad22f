// Insurance policies (MBK-008, INS-004..014): each policy with its badge (POLICY # / CANCELLED / PROCESSING), claims
// and benefits links, and Cancel Policy through the insurance-cancel machine (Keep Policy / Cancel Policy).
import { useEffect, useState } from 'react';
import {
  formatPaymentDate,
  INSURANCE_MESSAGES,
  insurancePolicyBadge,
  insurancePolicyLinks,
  isBookingCancelledWithFullRefund,
  type TravelerInsurancePolicy,
} from '@caravan/domain';
import {
  insuranceCancelMachine,
  selectInsuranceCancelConfirmOpen,
  selectInsuranceCancelError,
  selectInsuranceCancelStatus,
  selectInsuranceCancelToast,
  selectPolicyCancellable,
} from '@caravan/machines';
import { Alert, Button, Link, ModalDialog } from '@caravan/ui';
import { notify } from '../../../shell/notify.js';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { TRAVELER_SUPPORT } from '../../overview/TripOverviewTab.js';
import { travelerApi } from '../../api.js';
import { useTrip } from '../../shell/TripContext.js';
import { PolicyBadge } from './PolicyBadge.js';

/** The id the insurance-cancel machine knows a policy by: its insurance add-on, else the policy itself. */
const policyKey = (p: TravelerInsurancePolicy) => p.addOnId ?? p._id;

export function InsurancePolicies() {
  const { booking } = useTrip();
  const policies = booking?.insurancePolicies ?? [];
  // A new machine per policy state: after a cancellation and the reload, the section starts afresh.
  const version = policies.map((p) => `${p._id}:${p.status}`).join('|');
  return (
    <section className="tv-Section" aria-labelledby="mb-insurance">
      <div className="tv-Section-head">
        <h2 id="mb-insurance" className="tv-SectionTitle">
          Insurance policies
        </h2>
        <p className="tv-Muted">{INSURANCE_MESSAGES.processingTime}</p>
      </div>
      {policies.length === 0 ? <p className="tv-Empty">Your policy is being issued.</p> : <PolicyList key={version} />}
    </section>
  );
}

function PolicyList() {
  const { booking, reload } = useTrip();
  const policies = booking?.insurancePolicies ?? [];
  const [machine] = useState(() =>
    insuranceCancelMachine.provide({
      actors: {
        cancelInsurance: fromPromise(async ({ input }) => {
          const policy = policies.find((p) => policyKey(p) === input.addOnId);
          try {
            return await travelerApi.cancelInsurancePolicy(input.bookingId, policy?._id ?? input.addOnId);
          } catch (error) {
            throw {
              title: INSURANCE_MESSAGES.cancelFailed,
              description: error instanceof Error ? error.message : INSURANCE_MESSAGES.cancelFailed,
            };
          }
        }),
        reloadBookings: fromPromise(async (): Promise<unknown> => reload()),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      bookingId: booking?._id ?? '',
      travelerType: booking?.travelerType,
      policies: Object.fromEntries(policies.map((p) => [policyKey(p), p])),
      now: new Date(),
    },
  });
  const confirmOpen = useSelector(actor, selectInsuranceCancelConfirmOpen);
  const status = useSelector(actor, selectInsuranceCancelStatus);
  const error = useSelector(actor, selectInsuranceCancelError);
  const toast = useSelector(actor, selectInsuranceCancelToast);
  const isCancellable = useSelector(actor, selectPolicyCancellable);
  useEffect(() => {
    if (toast) notify({ title: toast, tone: 'success' }, 'snackbar');
  }, [toast]);

  return (
    <>
      <ul className="tv-Policies">
        {policies.map((p) => {
          const badge = insurancePolicyBadge({
            status: p.status,
            policyNumber: p.policyNumber,
            bookingCancelledWithFullRefund: booking ? isBookingCancelledWithFullRefund(booking) : false,
          });
          const cancellable = isCancellable(policyKey(p));
          return (
            <li key={p._id} className="tv-Policy">
              <div className="tv-Policy-head">
                <div>
                  <h3 className="tv-AddOn-name">{p.coverage} travel insurance</h3>
                  <p className="tv-Muted">
                    {p.firstName} {p.lastName} · issued {formatPaymentDate(p.createdDate)}
                  </p>
                </div>
                <PolicyBadge badge={badge} />
              </div>
              {badge.actionsEnabled ? (
                <div className="tv-Actions">
                  {insurancePolicyLinks(p).map((l) => (
                    <Link key={l.kind} href={l.href} target="_blank" rel="noreferrer" variant="standalone">
                      {l.kind === 'claims' ? 'File a claim' : 'Confirmation of benefits'}
                    </Link>
                  ))}
                  {cancellable ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      isPending={status === 'cancelling'}
                      onPress={() => actor.send({ type: 'insurance.cancel', addOnId: policyKey(p) })}
                    >
                      Cancel Policy
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {status === 'error' && error ? (
        <Alert
          tone="danger"
          title={error.title}
          actions={
            <>
              <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'insurance.back' })}>
                Back
              </Button>
              <Link href={`mailto:${TRAVELER_SUPPORT.email}`} variant="standalone">
                Contact support
              </Link>
            </>
          }
        >
          {error.description}
        </Alert>
      ) : null}
      <ModalDialog
        role="alertdialog"
        title="Cancel your insurance policy?"
        isOpen={confirmOpen}
        onOpenChange={(o) => {
          if (!o) actor.send({ type: 'insurance.keep' });
        }}
        actions={() => (
          <>
            <Button variant="secondary" onPress={() => actor.send({ type: 'insurance.keep' })}>
              {INSURANCE_MESSAGES.keepPolicy}
            </Button>
            <Button variant="danger" onPress={() => actor.send({ type: 'insurance.confirmCancel' })}>
              {INSURANCE_MESSAGES.cancelPolicy}
            </Button>
          </>
        )}
      >
        <p>Your coverage ends as soon as the policy is cancelled. {INSURANCE_MESSAGES.processingTime}</p>
      </ModalDialog>
    </>
  );
}
