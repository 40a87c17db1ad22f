// The outside services the API talks to, each behind a port; the sandbox adapters are the defaults.
import { createSandboxInsuranceProvider, type InsuranceProvider } from './insurance/index.js';
import {
  createSandboxDistanceMatrix,
  createSandboxPlaceLookup,
  type DistanceMatrix,
  type PlaceLookup,
} from './maps/index.js';
import {
  type AffirmGateway,
  createSandboxAffirmGateway,
  createSandboxPaymentGateway,
  type PaymentGateway,
} from './payments/index.js';
import { createSandboxReviewsService, type ReviewsService } from './reviews/index.js';
import { createSandboxScreenshots, type PageScreenshots } from './screenshots/index.js';
import { createSandboxTransferProvider, type TransferProvider } from './transfers/index.js';

export interface Providers {
  payments: PaymentGateway;
  /** Affirm (pay over time, PAY-008). */
  affirm: AffirmGateway;
  insurance: InsuranceProvider;
  transfers: TransferProvider;
  places: PlaceLookup;
  distances: DistanceMatrix;
  reviews: ReviewsService;
  screenshots: PageScreenshots;
}

type ProviderDeps = { [K in keyof Providers]?: Providers[K] | undefined };

const defaults = new WeakMap<object, Providers>();

/** The providers configured on `deps`, or sandbox adapters shared by everything that uses the same deps. */
export function providersOf(deps: ProviderDeps): Providers {
  let fallback = defaults.get(deps);
  if (!fallback) {
    fallback = {
      payments: createSandboxPaymentGateway(),
      affirm: createSandboxAffirmGateway(),
      insurance: createSandboxInsuranceProvider(),
      transfers: createSandboxTransferProvider(),
      places: createSandboxPlaceLookup(),
      distances: createSandboxDistanceMatrix(),
      reviews: createSandboxReviewsService(),
      screenshots: createSandboxScreenshots(),
    };
    defaults.set(deps, fallback);
  }
  return {
    payments: deps.payments ?? fallback.payments,
    affirm: deps.affirm ?? fallback.affirm,
    insurance: deps.insurance ?? fallback.insurance,
    transfers: deps.transfers ?? fallback.transfers,
    places: deps.places ?? fallback.places,
    distances: deps.distances ?? fallback.distances,
    reviews: deps.reviews ?? fallback.reviews,
    screenshots: deps.screenshots ?? fallback.screenshots,
  };
}
