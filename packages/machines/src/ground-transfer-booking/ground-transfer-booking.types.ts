// The ground-transfer booking flow: context, input and events (a discriminated union).
import type {
  GroundTransferContactState,
  GroundTransferDetail,
  GroundTransferFlowState,
  GroundTransferPaymentStatus,
  GroundTransferQuote,
  GroundTransferQuotesMetadata,
  GroundTransferStage,
  GroundTransferTab,
  GroundTransferTabContext,
} from '@caravan/domain';

/** Who is booking: hosts book free transfers; only travelers use the vehicle and payment tabs (GTF-014, GTF-017). */
export interface GroundTransferBookingUser {
  isHostType: boolean;
  hasTravelerRole: boolean;
}

export interface GroundTransferBookingContext {
  /** The flow state as the spec shapes it (GTF-028). */
  flow: GroundTransferFlowState;
  user: GroundTransferBookingUser;
  /** The flow state the machine started from; reset_state returns here (GTF-051). */
  initialFlow: GroundTransferFlowState;
}

export interface GroundTransferBookingInput {
  user: GroundTransferBookingUser;
  /** The profile the contact defaults come from (GTF-029). */
  profile?: { firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null };
}

/** What the injected `saveTransfers` actor resolves with: the transfers it booked. */
export interface SaveTransfersOutput {
  bookedTransfers: { _id: string }[];
}
/** What the injected `repriceInsurance` actor resolves with. */
export interface RepriceInsuranceOutput {
  /** Insurance adjustment in integer minor units. */
  adjustment: number;
  repricedAddOn: unknown;
}

export type GroundTransferBookingEvent =
  /**
   * A leg's details with its estimated duration; after a failed duration fetch (the quotes machine's
   * `duration.fetchFailed`, GTF-066) the screen sends them with `estimatedDuration: null`.
   */
  | { type: 'detail.set'; stage: GroundTransferStage; detail: GroundTransferDetail; estimatedDuration: number | null }
  | {
      type: 'quotes.sync';
      stage: GroundTransferStage;
      quotes: GroundTransferQuote[];
      quotesMetadata: GroundTransferQuotesMetadata;
    }
  | { type: 'quote.select'; stage: GroundTransferStage; quote: GroundTransferQuote }
  | { type: 'contact.set'; contact: GroundTransferContactState }
  | { type: 'insurance.reprice' }
  | { type: 'payment.status'; status: GroundTransferPaymentStatus; message?: string }
  | { type: 'flow.save' }
  | { type: 'flow.update' }
  | { type: 'flow.cancel' }
  | { type: 'flow.reset' }
  /** The user asks for a tab: the flow hands it to its tabs machine (and reprices stale insurance on payment). */
  | { type: 'tab.go'; tab: GroundTransferTab };

/** The tab navigation of the flow: what tab enablement looks at, kept in step with the flow (GTF-018..022). */
export interface GroundTransferTabsContext {
  tabContext: GroundTransferTabContext;
  isHostType: boolean;
}

export interface GroundTransferTabsInput {
  user: GroundTransferBookingUser;
  /** The flow's tab statuses and overall status; all incomplete and started when omitted. */
  tabContext?: GroundTransferTabContext;
}

export type GroundTransferTabsEvent =
  | { type: 'tab.go'; tab: GroundTransferTab }
  /** The flow changed: its tab statuses and overall status, as `selectTabContext` reads them. */
  | { type: 'flow.changed'; tabContext: GroundTransferTabContext };
