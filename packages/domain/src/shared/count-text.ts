// The domain's own words for a count (a stay's nights, a premium's travelers). Not in the public index: the API and
// the portal write their counts in their own copy, so exporting it would be an export nothing outside uses.

/** A count with its noun, plural unless one: "1 night", "2 nights", "0 travelers" (English nouns taking an s). */
export const countText = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
