// The itinerary portal frame (host-and-platform §2.6): context and events of the catalogue's description frame.
export interface PortalFrameContext {
  /** Where the host is sent after the frame's message, or null while none has asked to navigate. */
  destination: string | null;
}

/** A message posted by the portal frame (window.postMessage): any shape; only known ones navigate. */
export type PortalFrameEvent = { type: 'frame.message'; data: unknown } | { type: 'frame.navigated' };
