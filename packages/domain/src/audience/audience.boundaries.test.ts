// The audience rules at their edges (issue 28 point 7): ties, even counts, missing budgets and labels, range labels of
// every spelling, and the lock and screen answers for the values the main tests leave out.
import { describe, expect, it } from 'vitest';
import {
  audienceExportCsv,
  audienceExportScreen,
  audienceRangeStart,
  computeAudienceMetrics,
  excludeUnsetDestinations,
  isEmailCollectionLinkLocked,
  isQualifiedSurveyResponse,
  popularDestinationsGraph,
  shapeAudienceGraph,
  topAudienceBars,
} from './audience.rules.js';

const answer = (travelBudget: number | null, destinations: string[] = [], age: number | null = 30) => ({
  age,
  travelBudget,
  destinations,
});

describe('audience metrics at their edges', () => {
  it('[AUD-014] a response without an age or a budget is never qualified', () => {
    expect(isQualifiedSurveyResponse({ age: 19, travelBudget: null })).toBe(false);
    expect(isQualifiedSurveyResponse({ age: undefined, travelBudget: 2000 })).toBe(false);
    expect(isQualifiedSurveyResponse({ age: 19, travelBudget: undefined })).toBe(false);
  });

  it('[AUD-013] the budget median of an even count is the mean of the middle two; missing budgets are left out', () => {
    const six = [answer(10_000), answer(1000), answer(null), answer(3000), answer(2000), answer(null)];
    expect(computeAudienceMetrics(six)).toMatchObject({ responses: 6, budgetAverage: 4000, budgetMedian: 2500 });
    // The average is rounded to whole dollars.
    const uneven = [answer(1000), answer(1000), answer(2001), answer(null), answer(null)];
    expect(computeAudienceMetrics(uneven)).toMatchObject({ budgetAverage: 1334, budgetMedian: 1000 });
  });

  it('[AUD-013] five responses without a budget have no budget average or median', () => {
    const none = Array.from({ length: 5 }, () => answer(null, ['Peru']));
    expect(computeAudienceMetrics(none)).toEqual({
      responses: 5,
      qualifiedResponses: 0,
      topDestinations: ['Peru'],
      budgetAverage: null,
      budgetMedian: null,
    });
  });

  it('[AUD-013] the top destinations are the three most chosen, ties in alphabetical order', () => {
    const five = [
      answer(2000, ['Peru', 'Japan', 'Chile', 'Laos']),
      answer(2000, ['Peru', 'Laos', 'Chile']),
      answer(2000, ['Peru', 'Laos']),
      answer(2000, ['Peru']),
      answer(2000, ['Benin']),
    ];
    expect(computeAudienceMetrics(five).topDestinations).toEqual(['Peru', 'Laos', 'Chile']);
    expect(popularDestinationsGraph([{ destinations: ['Peru', 'Japan'] }, { destinations: ['Chile'] }])).toEqual([
      { label: 'Chile', amount: 1 },
      { label: 'Japan', amount: 1 },
      { label: 'Peru', amount: 1 },
    ]);
  });

  it("[AUD-022] a destination is counted once whatever blanks surround it; 'other' and 'unset' in any case are left out", () => {
    expect(popularDestinationsGraph([{ destinations: [' Peru ', 'Peru'] }, { destinations: ['Peru  '] }])).toEqual([
      { label: 'Peru', amount: 3 },
    ]);
    const items = [' Other ', 'UNSET', 'unset', 'Otherland', 'Peru'].map((label) => ({ label, amount: 1 }));
    expect(excludeUnsetDestinations(items).map((i) => i.label)).toEqual(['Otherland', 'Peru']);
  });
});

describe('audience charts at their edges', () => {
  it('[AUD-019] bars without an amount count as zero and go last', () => {
    const items = [
      { label: 'None', amount: null },
      { label: 'Two', amount: 2 },
      { label: 'Seven', amount: 7 },
    ];
    expect(topAudienceBars(items, 1024).map((i) => i.label)).toEqual(['Seven', 'Two', 'None']);
    expect(topAudienceBars([...items].reverse(), 1024).map((i) => i.label)).toEqual(['Seven', 'Two', 'None']);
  });

  it("[AUD-019] a range label sorts by its first number; 'under', 'below', 'less than' and '<' come first", () => {
    for (const label of ['Under $1,000', '  under 18', 'Below 5', 'LESS THAN 3', '< 10'])
      expect(audienceRangeStart(label), label).toBe(Number.NEGATIVE_INFINITY);
    expect(audienceRangeStart('$1,000–$1,999')).toBe(1000);
    expect(audienceRangeStart('$12,500.75+')).toBe(12_500.75);
    expect(audienceRangeStart('65+')).toBe(65);
    expect(audienceRangeStart('Ages 25-34 and under')).toBe(25);
    expect(audienceRangeStart('Ages 25.x')).toBe(25);
    for (const label of ['No answer', '', null, undefined])
      expect(audienceRangeStart(label), String(label)).toBe(Number.POSITIVE_INFINITY);
  });

  it('[AUD-020] [AUD-021] a bar or slice without a label keeps no label; only time-of-year labels are cut to 3', () => {
    expect(shapeAudienceGraph('budget', [{ label: null, amount: 2 }], 1024).items).toEqual([
      { label: null, amount: 2 },
    ]);
    expect(shapeAudienceGraph('timeOfYear', [{ label: null, amount: 2 }], 1024).items).toEqual([
      { label: null, amount: 2 },
    ]);
    expect(shapeAudienceGraph('gender', [{ label: 'Nonbinary', amount: 1 }], 1024).items).toEqual([
      { label: 'Nonbinary', amount: 1 },
    ]);
  });

  it("[AUD-022] only the destinations graph leaves 'other' out; an answer 'Other' elsewhere is drawn", () => {
    const other = [{ label: 'Other', amount: 2 }];
    expect(shapeAudienceGraph('gender', other, 1024).items).toEqual(other);
    expect(shapeAudienceGraph('age', other, 1024).items).toEqual(other);
    expect(shapeAudienceGraph('popularDestinations', other, 1024).items).toEqual([]);
  });
});

describe('audience locks and screens at their edges', () => {
  it('[AUD-015] no host status, or an empty one, locks the email collection link', () => {
    expect(isEmailCollectionLinkLocked(null)).toBe(true);
    expect(isEmailCollectionLinkLocked('')).toBe(true);
  });

  it('[AUD-024] the export joins several destinations and times of year with semicolons', () => {
    const row = {
      firstName: 'Ana',
      lastName: 'Torres',
      email: 'ana@example.com',
      age: 30,
      travelBudget: 2500,
      destinations: ['Peru', 'Japan'],
      timeOfYear: ['Spring', 'Fall'],
      gender: null,
    };
    expect(audienceExportCsv([row], { includeSurveyData: true }).split('\r\n')[1]).toBe(
      'Ana,Torres,ana@example.com,30,2500,Peru; Japan,Spring; Fall,',
    );
  });

  it('[AUD-009] an export not asked for or still pending shows the form', () => {
    expect(audienceExportScreen('pending')).toBe('form');
    expect(audienceExportScreen('none')).toBe('form');
  });
});
