// MKT-030: what a trip's price includes and what it does not, in a visitor's words, from the itinerary's package,
// its services and its optional extras (so the page never lists raw codes such as '3-star' or 'breakfast').
import { type CurrencyCode, formatMinor } from '../shared/money.js';
import { countText } from '../shared/count-text.js';

/** The facts the inclusions are read from. */
export interface InclusionFacts {
  destination: string;
  lengthInDays: number;
  currency: CurrencyCode;
  accommodationLevel: string | undefined;
  mealLevel: string | undefined;
  foodOptions: readonly string[];
  /** The itinerary includes an airport pickup or transfer. */
  airportTransfer: boolean;
  travelerInsuranceRequired: boolean;
  singleSupplementPrice: number;
  optionalServices: readonly { type: string; name: string; price: number }[];
}

/**
 * DECIDE: how a package's meal level reads on the page; an unknown level is shown as written. A Map, so a level named
 * like an Object property ('toString') is unknown too rather than read from the prototype.
 */
const MEAL_LEVEL_WORDS = new Map<string, string>([
  ['breakfast', 'Breakfast every day'],
  ['half-board', 'Breakfast and dinner every day'],
  ['full-board', 'Breakfast, lunch and dinner every day'],
  ['all-inclusive', 'All meals and drinks'],
]);

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** MKT-030: the included and not-included lines of a trip page. */
export function tripInclusions(facts: InclusionFacts): { included: string[]; notIncluded: string[] } {
  const money = (minor: number) => formatMinor(minor, facts.currency);
  const nights = Math.max(facts.lengthInDays - 1, 0);
  const included: string[] = [];
  if (nights > 0)
    included.push(
      `${countText(nights, 'night')} of accommodation${facts.accommodationLevel ? ` (${facts.accommodationLevel})` : ''}`,
    );
  if (facts.mealLevel) included.push(MEAL_LEVEL_WORDS.get(facts.mealLevel) ?? facts.mealLevel);
  if (facts.foodOptions.length)
    included.push(`${listOf(facts.foodOptions)} meals on request`.replace(/^./, (c) => c.toUpperCase()));
  included.push('The activities, guides and entrance fees in the itinerary');
  if (facts.airportTransfer) included.push('Airport pickup on arrival');
  included.push('Your host travels with the group');

  const notIncluded = [`Flights to and from ${facts.destination}`];
  notIncluded.push(facts.travelerInsuranceRequired ? 'Travel insurance (required for this trip)' : 'Travel insurance');
  if (facts.singleSupplementPrice > 0)
    notIncluded.push(`A private room (${money(facts.singleSupplementPrice)} more per traveler)`);
  for (const extra of facts.optionalServices)
    if (extra.type !== 'single-supplement') notIncluded.push(`${extra.name} (optional, ${money(extra.price)})`);
  notIncluded.push('Tips and personal expenses');
  return { included, notIncluded };
}
