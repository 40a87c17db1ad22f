// The paths of the signed-in area, apart from its code so the router can name them without loading the area.

/** Paths the signed-in area (/app/*, /admin/*, the transfer flow /transfer/*) owns. */
export const SIGNED_IN_PATHS = /^\/(?:app|admin|transfer)(?:\/.*)?$/;
