// The trip summary (MBK-023, MBK-029..032): pending changes by section with undo, the totals (negative in red, credit
// shown), Clear All with its confirmation, the insurance note and Update Booking; a dialog on narrow screens (MBK-007).
import {
  bookingAvailableCredit,
  bookingHasInsurance,
  formatMinor,
  formatTripSummaryTotal,
  INSURANCE_ADJUSTMENT_RULE_TEXT,
  INSURANCE_MESSAGES,
  insuranceAdjustment,
  insuranceAdjustmentExplanation,
  type TripSummaryLine,
} from '@caravan/domain';
import {
  selectClearAllPromptOpen,
  selectClearAllShown,
  selectConfirmation,
  selectInsuranceRepricing,
  selectManagedAddOns,
  selectManageFinishing,
  selectTripSummary,
} from '@caravan/machines';
import { Alert, Button, ModalDialog, Spinner } from '@caravan/ui';
import { useTrip } from '../../shell/TripContext.js';
import { ManageBookingActor } from '../manage-booking-actor.js';

function Amount({ minor, strong = false }: { minor: number; strong?: boolean }) {
  const { text, isNegative } = formatTripSummaryTotal(minor);
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag className="tv-Money" data-negative={isNegative || undefined}>
      {text}
    </Tag>
  );
}

function Lines({
  title,
  lines,
  onUndo,
}: {
  title: string;
  lines: readonly TripSummaryLine[];
  onUndo: (id: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <div className="tv-Summary-group">
      <h3 className="tv-Summary-groupTitle">{title}</h3>
      <ul className="tv-Summary-lines">
        {lines.map((line) => (
          <li key={line.id} className="tv-Summary-line">
            <span className="tv-Summary-label">{line.label}</span>
            <Amount minor={line.amount} />
            <Button variant="quiet" size="sm" aria-label={`Undo ${line.label}`} onPress={() => onUndo(line.id)}>
              Undo
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary's content; `headingLevel` 2 beside the page, the dialog supplies its own title. */
export function TripSummaryContent({ showTitle = true }: { showTitle?: boolean }) {
  const { booking } = useTrip();
  const manage = ManageBookingActor.useActorRef();
  const summary = ManageBookingActor.useSelector(selectTripSummary);
  const clearAllShown = ManageBookingActor.useSelector(selectClearAllShown);
  const confirmation = ManageBookingActor.useSelector(selectConfirmation);
  const repricing = ManageBookingActor.useSelector(selectInsuranceRepricing);
  const finishing = ManageBookingActor.useSelector(selectManageFinishing);
  const addOns = ManageBookingActor.useSelector(selectManagedAddOns);
  const { added, removed, roomSelection, priceAdjustments } = summary.sections;
  const empty = added.length + removed.length + roomSelection.length + priceAdjustments.length === 0;
  const credit = bookingAvailableCredit(summary.bookingPaymentData.dueAmount);
  const insured = bookingHasInsurance({ addOns });
  const currency = booking?.currency ?? 'USD';
  const undo = (id: string) => manage.send({ type: 'addOn.undo', addOnId: id });
  // The adjustment explained by the same premium rule the server priced it with, applied to the changes' total.
  const byRule = insuranceAdjustment({ insuredBefore: 0, insuredAfter: summary.total });
  const adjustmentText =
    byRule.adjustment === summary.insuranceAdjustment
      ? insuranceAdjustmentExplanation(byRule, currency)
      : INSURANCE_ADJUSTMENT_RULE_TEXT;

  return (
    <div className="tv-Summary">
      {showTitle ? (
        <div className="tv-Summary-head">
          <h2 className="tv-SectionTitle">Trip Summary</h2>
          {clearAllShown ? (
            <Button
              variant="quiet"
              size="sm"
              onPress={() => {
                manage.send({ type: 'summary.open' });
                manage.send({ type: 'summary.clearAll' });
              }}
            >
              Clear All
            </Button>
          ) : null}
        </div>
      ) : clearAllShown ? (
        <div className="tv-Summary-head">
          <span />
          <Button variant="quiet" size="sm" onPress={() => manage.send({ type: 'summary.clearAll' })}>
            Clear All
          </Button>
        </div>
      ) : null}

      {empty ? (
        <p className="tv-Empty">No changes yet. Add activities, nights or a private room to see them here.</p>
      ) : (
        <>
          <Lines title="Added" lines={added} onUndo={undo} />
          <Lines title="Removed" lines={removed} onUndo={undo} />
          <Lines title="Room selection" lines={roomSelection} onUndo={() => manage.send({ type: 'rooms.undo' })} />
          <Lines title="Price adjustments" lines={priceAdjustments} onUndo={undo} />
        </>
      )}

      <dl className="tv-Totals">
        <div>
          <dt>Total</dt>
          <dd>
            <Amount minor={summary.total} />
          </dd>
        </div>
        {insured ? (
          <div>
            <dt>Insurance adjustment</dt>
            <dd>
              {repricing ? (
                <Spinner size="sm" label="Repricing insurance…" />
              ) : (
                <Amount minor={summary.insuranceAdjustment} />
              )}
            </dd>
          </div>
        ) : null}
        <div className="tv-Totals-grand">
          <dt>Total with insurance</dt>
          <dd>
            <Amount minor={summary.totalWithInsurance} strong />
          </dd>
        </div>
        <div>
          <dt>Paid so far</dt>
          <dd>{formatMinor(summary.bookingPaymentData.paidAmount, currency)}</dd>
        </div>
        <div>
          <dt>Balance after changes</dt>
          <dd>
            <Amount minor={summary.bookingPaymentData.dueAmount} />
          </dd>
        </div>
        {credit !== undefined ? (
          <div>
            <dt>Available credit</dt>
            <dd>{formatMinor(credit, currency)}</dd>
          </div>
        ) : null}
      </dl>
      {insured && !repricing && summary.insuranceAdjustment !== 0 ? (
        <p className="tv-Note" data-testid="insurance-adjustment-explained">
          {adjustmentText}
        </p>
      ) : null}
      {insured ? <p className="tv-Note">{INSURANCE_MESSAGES.summaryNote}</p> : null}

      {confirmation.error ? (
        <Alert tone="danger" title={confirmation.error.title}>
          {confirmation.error.description}
        </Alert>
      ) : null}

      <Button
        fullWidth
        size="lg"
        isDisabled={confirmation.isDisabled}
        isPending={finishing}
        onPress={() => manage.send({ type: 'confirmation.open' })}
      >
        Update Booking
      </Button>
    </div>
  );
}

/** The summary beside the sections (wide screens). */
export function TripSummaryPanel() {
  return (
    <div className="tv-SummaryPanel">
      <TripSummaryContent />
    </div>
  );
}

/** The cart on narrow screens: the summary in a dialog. */
export function TripSummaryDialog({ isOpen }: { isOpen: boolean }) {
  const manage = ManageBookingActor.useActorRef();
  return (
    <ModalDialog
      title="Trip Summary"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) manage.send({ type: 'summary.close' });
      }}
      actions={({ close }) => (
        <Button variant="secondary" onPress={close}>
          Keep editing
        </Button>
      )}
    >
      <TripSummaryContent showTitle={false} />
    </ModalDialog>
  );
}

/** MBK-031: 'Are you sure you want to clear your selection?' with Cancel and Clear All. */
export function ClearAllDialog() {
  const manage = ManageBookingActor.useActorRef();
  const open = ManageBookingActor.useSelector(selectClearAllPromptOpen);
  return (
    <ModalDialog
      role="alertdialog"
      title="Are you sure you want to clear your selection?"
      isOpen={open}
      onOpenChange={(o) => {
        if (!o) manage.send({ type: 'clearAll.cancel' });
      }}
      actions={() => (
        <>
          <Button variant="secondary" onPress={() => manage.send({ type: 'clearAll.cancel' })}>
            Cancel
          </Button>
          <Button variant="danger" onPress={() => manage.send({ type: 'clearAll.confirm' })}>
            Clear All
          </Button>
        </>
      )}
    >
      <p>Your trip changes will be removed</p>
    </ModalDialog>
  );
}
