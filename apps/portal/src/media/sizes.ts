// The displayed sizes of pictures across the portal's screens: the width/height ratio an <img> reserves before it
// loads (the demo pictures are 3:2) and the `sizes` hint each layout gives the browser to pick from a srcset.

/** A landscape picture's reserved box (the demo heroes' own 3:2 ratio; CSS may crop it to another). */
export const HERO_WIDTH = 960;
export const HERO_HEIGHT = 640;
/** A thumbnail in an editor's photo list (4:3 boxes, a few to a row). */
export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 240;

/** A page-wide picture, within the shell's content column. */
export const PAGE_SIZES = '(min-width: 75rem) 60rem, 100vw';
/** A card in a grid of two or three, one column on a phone. */
export const CARD_SIZES = '(min-width: 60rem) 30rem, (min-width: 40rem) 50vw, 100vw';
/** A thumbnail in an editor's list. */
export const THUMB_SIZES = '(min-width: 40rem) 12rem, 50vw';
/** The traveler's trip header photo: a small box beside the title, full width on a phone. */
export const TRIP_HEADER_SIZES = '(min-width: 40rem) 9rem, 100vw';
