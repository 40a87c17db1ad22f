// The toast region's chunk (LazyToastRegion.tsx loads it): react-aria's toast region and its landmark.
export { ToastRegion } from '@caravan/ui';
