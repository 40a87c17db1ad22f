// The update-pricing dialog (HPR-010..HPR-012): the updated agreement in a frame, the checkbox 'I agree to updated
// terms of service', and Confirm, enabled only once the box is ticked.
import { type CurrencyCode, HOST_PRICING_MESSAGES, canConfirmUpdatedPricingTerms, formatMinor } from '@caravan/domain';
import { Button, ModalDialog } from '@caravan/ui';
import { useState } from 'react';

export function UpdatePricingDialog({
  isOpen,
  onClose,
  onConfirm,
  saving,
  tripName,
  currency,
  prices,
}: {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  saving: boolean;
  tripName: string;
  currency: string;
  /** Minor units. */
  prices: { initial: number; remaining: number; advance: number };
}) {
  const [agreed, setAgreed] = useState(false);
  const money = (minor: number) => formatMinor(minor, currency as CurrencyCode);
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setAgreed(false);
          onClose();
        }
      }}
      title="Update Pricing"
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!canConfirmUpdatedPricingTerms(agreed) || saving} onPress={onConfirm}>
            {saving ? 'Saving…' : 'Confirm'}
          </Button>
        </>
      )}
    >
      {/* The agreement frame: the terms as they will read with the new prices. */}
      <section className="hp-AgreementFrame" aria-label="Updated services agreement">
        <h3>Updated Services Agreement</h3>
        <p>
          For {tripName}, travelers pay an early bird price of {money(prices.initial)} and a regular price of{' '}
          {money(prices.remaining)}. Your earnings advance is {money(prices.advance)}.
        </p>
        <p>
          Your earnings are the traveler price less the operator's cost and the service and transaction fees, as the
          Potential Earnings table shows. All other terms of your services agreement stay as accepted.
        </p>
      </section>
      <label className="hp-Check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />{' '}
        <span>{HOST_PRICING_MESSAGES.agreeToUpdatedTerms}</span>
      </label>
    </ModalDialog>
  );
}
