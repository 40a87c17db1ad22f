// The host Home's landing (host-and-platform §2.4): context and events of loading the home trips and redirecting.
export interface HostHomeContext {
  /** Where Home sends the host once the home trips are known; null while loading or after a failure. */
  destination: string | null;
}

export type HostHomeEvent = { type: 'home.retry' };
