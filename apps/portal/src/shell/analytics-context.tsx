// The analytics port as screens reach it: one adapter for the app, replaceable by a provider (tests, Storybook).
import { createContext, useContext } from 'react';
import { type AnalyticsPort, analyticsFromEnvironment } from './analytics.js';

let appAnalytics: AnalyticsPort | undefined;
/** The app's adapter, made on first use (not on import: a module without `window` may import this file). */
const defaultAnalytics = (): AnalyticsPort => {
  appAnalytics ??= analyticsFromEnvironment();
  return appAnalytics;
};

export const AnalyticsContext = createContext<AnalyticsPort | null>(null);

/** The analytics port of the screen: the provider's, or the app's adapter. */
export function useAnalytics(): AnalyticsPort {
  return useContext(AnalyticsContext) ?? defaultAnalytics();
}
