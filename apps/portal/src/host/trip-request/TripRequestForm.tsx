// 'Reserve This Trip' (CAT-012..CAT-015, CAT-039, CAT-064, CAT-065): the request's sections, Reserve checked by the
// domain's rules (each failing field shown, a danger toast), the confirm-before-submit dialog, then the API's answer.
import {
  buildTripRequestSubmitPayload,
  canSubmitTripRequest,
  defaultTripRequestFormValues,
  offeredPrePostSelection,
  TRIP_REQUEST_MESSAGES,
  type TripRequestFormDraft,
  tripRequestCreateErrorMessage,
  validateTripRequestForm,
} from '@caravan/domain';
import { Alert, Button, ModalDialog, PageHeader, showToast } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ItineraryDescription } from '../catalogue/catalogue.api.js';
import {
  AdditionalRequestsSection,
  HostServicesSection,
  OptionalActivitiesSection,
  WorkshopSection,
} from './ExtrasSections.js';
import type { FieldErrors } from './form-state.js';
import { CompanionsSection, RoomsSection } from './PartySections.js';
import { offersFor, PrePostSection } from './PrePostSection.js';
import { TripRequestDone } from './TripRequestDone.js';
import { TripRequestSidebar } from './TripRequestSidebar.js';
import { type Availability, fieldErrorsOf, type TripRequestCreated, tripRequestApi } from './trip-request.api.js';
import { DateSection, DietarySection, PackageSection } from './WhenSections.js';

/** Confirm-before-submit mode is on: the spec's request screen asks before sending an official request (CAT-015). */
export const CONFIRM_BEFORE_SUBMIT = true;
/** DECIDE: toasts of the request screen stay 4 s, the spec's default auto-hide. */
const TOAST_MS = 4000;

/** The errors that block Reserve: a date or departure, and every rule of the form (CAT-040, CAT-041). */
function reserveErrors(values: TripRequestFormDraft, inventory: boolean): FieldErrors {
  const errors: FieldErrors = { ...validateTripRequestForm(values) };
  if (inventory && !values.itineraryInventoryItemId)
    errors.itineraryInventoryItemId = TRIP_REQUEST_MESSAGES.fieldRequired;
  if (!inventory && !values.startDate) errors.startDate = TRIP_REQUEST_MESSAGES.fieldRequired;
  const decision = canSubmitTripRequest(values);
  if (!decision.ok && Object.keys(errors).length === 0) errors.quantityHostRooms = decision.reason;
  return errors;
}

export function TripRequestForm({
  itinerary,
  availability,
}: {
  itinerary: ItineraryDescription['itinerary'];
  availability: Availability;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TripRequestFormDraft>(
    () => defaultTripRequestFormValues(availability) as TripRequestFormDraft,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TripRequestCreated | null>(null);
  const inventory = availability[values.selectedPackage].isInventoryEnabled;

  if (done) return <TripRequestDone created={done} itineraryName={itinerary.name} />;

  const reserve = () => {
    const found = reserveErrors(values, inventory);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast({ title: TRIP_REQUEST_MESSAGES.attentionToast, tone: 'danger' }, TOAST_MS);
      return;
    }
    if (CONFIRM_BEFORE_SUBMIT) setConfirming(true);
    else void send();
  };

  const send = async () => {
    // A stay or transfer chosen and then no longer offered (another departure, other rooms) is not sent.
    const offered = offeredPrePostSelection(values, offersFor(values, availability, itinerary));
    const payload = buildTripRequestSubmitPayload(offered, itinerary.id);
    if (!payload) {
      // Reserve checked the companions; an incomplete one shows its field again rather than being sent.
      setErrors(reserveErrors(values, inventory));
      setConfirming(false);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const created = await tripRequestApi.create(payload);
      const message = tripRequestCreateErrorMessage(created);
      if (message) setFailure(message);
      else {
        await queryClient.invalidateQueries({ queryKey: ['host'] });
        setDone(created);
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(
        Object.keys(fields).length > 0 ? TRIP_REQUEST_MESSAGES.attentionToast : tripRequestCreateErrorMessage(null),
      );
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  // A shown error stays only while its field is still wrong: each edit re-checks the fields that have one.
  const change = (next: TripRequestFormDraft) => {
    setValues(next);
    setErrors((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const still = reserveErrors(next, availability[next.selectedPackage].isInventoryEnabled);
      return Object.fromEntries(Object.entries(still).filter(([key]) => key in shown));
    });
  };
  const section = { values, errors, onChange: change };
  return (
    <>
      <PageHeader eyebrow={itinerary.name} title={TRIP_REQUEST_MESSAGES.screenTitle} />
      <div className="tr-Layout">
        <form
          className="tr-Form"
          aria-label={TRIP_REQUEST_MESSAGES.screenTitle}
          onSubmit={(e) => {
            e.preventDefault();
            reserve();
          }}
        >
          <PackageSection {...section} availability={availability} />
          <DateSection {...section} availability={availability} />
          <DietarySection {...section} availability={availability} />
          <CompanionsSection {...section} />
          <RoomsSection {...section} />
          <PrePostSection {...section} availability={availability} itinerary={itinerary} />
          <WorkshopSection {...section} itinerary={itinerary} />
          <OptionalActivitiesSection {...section} itinerary={itinerary} />
          <HostServicesSection {...section} itinerary={itinerary} />
          <AdditionalRequestsSection {...section} />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className="tr-Actions">
            <Button type="submit" isPending={sending}>
              Reserve
            </Button>
          </div>
        </form>
        <TripRequestSidebar
          itineraryId={itinerary.id}
          currency={itinerary.currency}
          values={values}
          availability={availability}
        />
      </div>
      <ModalDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={TRIP_REQUEST_MESSAGES.confirmTitle}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={() => void send()} isPending={sending}>
              Request Trip
            </Button>
          </>
        )}
      >
        <p>This is an official request: the operator reserves the trip for you and plans it with you.</p>
      </ModalDialog>
    </>
  );
}
