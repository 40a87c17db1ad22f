// Tests of the audience entities and rules (AUD, PLT-063).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES, AUDIENCE_ROUTES, AUDIENCE_TABS, SURVEY_DURATION_MINUTES } from './audience.constants.js';
import {
  audienceBarLimit,
  audienceExportCsv,
  audienceExportScreen,
  computeAudienceMetrics,
  excludeUnsetDestinations,
  hasEnoughResponsesForMetrics,
  isAudienceExportDisabled,
  isEmailCollectionLinkLocked,
  isQualifiedOnlyToggleDisabled,
  isQualifiedSurveyResponse,
  isRecommendedItinerariesBlockVisible,
  isSurveyLinkLocked,
  popularDestinationsGraph,
  shapeAudienceGraph,
  sortAudienceRanges,
  audienceRangeStart,
  topAudienceBars,
  truncateChartAxisLabel,
  truncatePieLabel,
  visiblePieSlices,
} from './audience.rules.js';
import {
  audienceExportStatusSchema,
  audienceLinkSchema,
  audienceSchema,
  surveyResponseSchema,
} from './audience.schema.js';

const response = (age: number | null, travelBudget: number | null, destinations: string[] = []) =>
  surveyResponseSchema.parse({ email: 'a@example.com', age, travelBudget, destinations });

describe('audience entities', () => {
  it('[AUD-007] the audience has all and qualified segments with metrics and graphs, plus marketingListSize', () => {
    const segment = {
      metrics: {
        responses: 6,
        qualifiedResponses: 2,
        topDestinations: ['Peru'],
        budgetAverage: 2500,
        budgetMedian: 2400,
      },
      graphs: { popularDestinations: [{ label: 'Peru', amount: 4 }], timeOfYear: [], budget: [], age: [], gender: [] },
    };
    const audience = audienceSchema.parse({
      allResponses: segment,
      qualifiedResponses: segment,
      marketingListSize: 40,
    });
    expect(audience.allResponses.metrics.budgetMedian).toBe(2400);
    expect(audience.qualifiedResponses.graphs.popularDestinations).toEqual([{ label: 'Peru', amount: 4 }]);
    expect(audience.marketingListSize).toBe(40);
    const sparse = audienceSchema.parse({
      allResponses: { metrics: { responses: 0, qualifiedResponses: 0 }, graphs: {} },
      qualifiedResponses: { metrics: { responses: 0, qualifiedResponses: 0 }, graphs: {} },
    });
    expect(sparse.allResponses.graphs.gender).toEqual([]);
    expect(sparse.allResponses.metrics.budgetAverage).toBeNull();
    expect(sparse.marketingListSize).toBe(0);
  });

  it('[AUD-008] the export status is none, pending, success or failure', () => {
    for (const value of ['none', 'pending', 'success', 'failure'])
      expect(audienceExportStatusSchema.parse(value)).toBe(value);
    expect(audienceExportStatusSchema.parse('SUCCESS')).toBe('success');
    expect(audienceExportStatusSchema.safeParse('done').success).toBe(false);
  });

  it('[PLT-063] the link has linkType (emailCapture, referral or survey), path and destination', () => {
    expect(audienceLinkSchema.parse({ linkType: 'email_capture', path: 'ana', destination: 'https://x.io' })).toEqual({
      linkType: 'emailCapture',
      path: 'ana',
      destination: 'https://x.io',
    });
    expect(audienceLinkSchema.parse({ linkType: 'survey', path: 's', destination: 'd' }).linkType).toBe('survey');
    expect(audienceLinkSchema.safeParse({ linkType: 'promo', path: 's', destination: 'd' }).success).toBe(false);
  });
});

describe('qualified responses and metrics', () => {
  it('[AUD-014] a response is qualified when age is over 18 and budget at least $2000', () => {
    expect(isQualifiedSurveyResponse({ age: 19, travelBudget: 2000 })).toBe(true);
    expect(isQualifiedSurveyResponse({ age: 18, travelBudget: 5000 })).toBe(false);
    expect(isQualifiedSurveyResponse({ age: 40, travelBudget: 1999 })).toBe(false);
    expect(isQualifiedSurveyResponse({ age: null, travelBudget: 5000 })).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 20_000 }), (age, travelBudget) => {
        expect(isQualifiedSurveyResponse({ age, travelBudget })).toBe(age > 18 && travelBudget >= 2000);
      }),
    );
  });

  it('[AUD-013] metrics are populated only from 5 responses', () => {
    expect(hasEnoughResponsesForMetrics(4)).toBe(false);
    expect(hasEnoughResponsesForMetrics(5)).toBe(true);
    const four = [response(30, 3000, ['Peru']), response(25, 1000), response(17, 4000), response(40, 2000)];
    expect(computeAudienceMetrics(four)).toEqual({
      responses: 4,
      qualifiedResponses: 2,
      topDestinations: [],
      budgetAverage: null,
      budgetMedian: null,
    });
    const five = [...four, response(50, 6000, ['Peru', 'Japan', 'other'])];
    expect(computeAudienceMetrics(five)).toEqual({
      responses: 5,
      qualifiedResponses: 3,
      topDestinations: ['Peru', 'Japan'],
      budgetAverage: 3200,
      budgetMedian: 3000,
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            age: fc.option(fc.nat(99)),
            travelBudget: fc.option(fc.nat(9999)),
            destinations: fc.constant<string[]>([]),
          }),
        ),
        (rs) => {
          const m = computeAudienceMetrics(rs);
          expect(m.qualifiedResponses).toBeLessThanOrEqual(m.responses);
          if (rs.length < 5) expect(m.budgetAverage).toBeNull();
        },
      ),
    );
  });
});

describe('charts', () => {
  const bars = Array.from({ length: 20 }, (_, i) => ({ label: `Destination number ${i}`, amount: i }));

  it('[AUD-018] graph types: destinations bar, time of year pie, budget bar, age bar, gender pie', () => {
    const spec = { popularDestinations: 'bar', timeOfYear: 'pie', budget: 'bar', age: 'bar', gender: 'pie' } as const;
    for (const [kind, type] of Object.entries(spec))
      expect(shapeAudienceGraph(kind as keyof typeof spec, bars, 1024).type).toBe(type);
  });

  it('[AUD-019] bar charts show the top 15 bars from 768px and the top 5 below', () => {
    expect(audienceBarLimit(768)).toBe(15);
    expect(audienceBarLimit(767)).toBe(5);
    expect(topAudienceBars(bars, 1024)).toHaveLength(15);
    expect(topAudienceBars(bars, 375).map((b) => b.amount)).toEqual([19, 18, 17, 16, 15]);
    fc.assert(
      fc.property(fc.array(fc.record({ label: fc.string(), amount: fc.nat() })), fc.nat(2000), (items, w) => {
        const top = topAudienceBars(items, w);
        expect(top.length).toBe(Math.min(items.length, w >= 768 ? 15 : 5));
      }),
    );
  });

  it('[AUD-020] axis labels are truncated to 18 characters', () => {
    expect(truncateChartAxisLabel('Destination number 12')).toBe('Destination number');
    expect(truncateChartAxisLabel('Peru')).toBe('Peru');
    expect(shapeAudienceGraph('budget', bars, 1024).items[0]?.label).toBe('Destination number');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(Array.from(truncateChartAxisLabel(s)).length).toBeLessThanOrEqual(18);
        expect(s.startsWith(truncateChartAxisLabel(s))).toBe(true);
      }),
    );
  });

  it('[AUD-021] time-of-year pie labels are truncated to 3 characters', () => {
    expect(truncatePieLabel('September')).toBe('Sep');
    const shaped = shapeAudienceGraph('timeOfYear', [{ label: 'January', amount: 3 }], 375);
    expect(shaped).toEqual({ type: 'pie', items: [{ label: 'Jan', amount: 3 }] });
    expect(shapeAudienceGraph('gender', [{ label: 'Female', amount: 3 }], 375).items[0]?.label).toBe('Female');
  });

  it("[AUD-022] unset and 'other' destinations are excluded from the graphs", () => {
    const items = [
      { label: 'Peru', amount: 3 },
      { label: 'Other', amount: 9 },
      { label: '', amount: 2 },
      { label: null, amount: 1 },
    ];
    expect(excludeUnsetDestinations(items)).toEqual([{ label: 'Peru', amount: 3 }]);
    expect(shapeAudienceGraph('popularDestinations', items, 1024).items).toEqual([{ label: 'Peru', amount: 3 }]);
    expect(
      popularDestinationsGraph([{ destinations: ['Peru', 'other', ' '] }, { destinations: ['Peru', 'Japan'] }]),
    ).toEqual([
      { label: 'Peru', amount: 2 },
      { label: 'Japan', amount: 1 },
    ]);
  });

  it('[AUD-023] pie slices with a zero or null value are hidden', () => {
    const slices = [
      { label: 'Male', amount: 0 },
      { label: 'Female', amount: 4 },
      { label: 'Other', amount: null },
    ];
    expect(visiblePieSlices(slices)).toEqual([{ label: 'Female', amount: 4 }]);
    expect(shapeAudienceGraph('gender', slices, 1024).items).toEqual([{ label: 'Female', amount: 4 }]);
  });

  it("[AUD-019] budget and age bars are the top ones by count, drawn in their ranges' natural order", () => {
    const budget = [
      { label: '$3,000–$4,999', amount: 44 },
      { label: '$1,000–$1,999', amount: 37 },
      { label: '$5,000+', amount: 2 },
      { label: 'Under $1,000', amount: 5 },
      { label: '$2,000–$2,999', amount: 28 },
    ];
    expect(shapeAudienceGraph('budget', budget, 1024).items.map((i) => i.label)).toEqual([
      'Under $1,000',
      '$1,000–$1,999',
      '$2,000–$2,999',
      '$3,000–$4,999',
      '$5,000+',
    ]);
    const age = [
      { label: '65+', amount: 1 },
      { label: '25-34', amount: 9 },
      { label: '18-24', amount: 3 },
      { label: '35-44', amount: 7 },
    ];
    expect(shapeAudienceGraph('age', age, 1024).items.map((i) => i.label)).toEqual(['18-24', '25-34', '35-44', '65+']);
    // Destinations are not ranges: highest count first.
    const places = [
      { label: 'Peru', amount: 2 },
      { label: 'Japan', amount: 5 },
    ];
    expect(shapeAudienceGraph('popularDestinations', places, 1024).items.map((i) => i.label)).toEqual([
      'Japan',
      'Peru',
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ label: fc.nat(99_999).map((n) => `$${n.toLocaleString('en-US')}+`), amount: fc.nat() })),
        (items) => {
          const starts = sortAudienceRanges(items).map((i) => audienceRangeStart(i.label));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('export and links', () => {
  it('[AUD-011] Export Data is disabled when the total audience is 0', () => {
    expect(isAudienceExportDisabled(0)).toBe(true);
    expect(isAudienceExportDisabled(1)).toBe(false);
  });

  it('[AUD-012] the qualified-only toggle is disabled unless the host is qualified and data exists', () => {
    expect(isQualifiedOnlyToggleDisabled({ isHostQualified: true, hasAudienceData: true })).toBe(false);
    expect(isQualifiedOnlyToggleDisabled({ isHostQualified: false, hasAudienceData: true })).toBe(true);
    expect(isQualifiedOnlyToggleDisabled({ isHostQualified: true, hasAudienceData: false })).toBe(true);
  });

  it('[AUD-015] the email collection link is locked unless the host status is ready to qualify .. renewed', () => {
    expect(isEmailCollectionLinkLocked('created')).toBe(true);
    expect(isEmailCollectionLinkLocked(undefined)).toBe(true);
    for (const s of ['ready-to-qualify', 'qualifying', 'qualified', 'planning', 'launched', 'confirmed', 'renewed'])
      expect(isEmailCollectionLinkLocked(s)).toBe(false);
  });

  it('[AUD-006] the recommended-itineraries block is shown to qualified hosts only', () => {
    expect(isRecommendedItinerariesBlockVisible({ isQualified: true })).toBe(true);
    expect(isRecommendedItinerariesBlockVisible({ isQualified: false })).toBe(false);
  });

  it('[AUD-016] the survey link is locked when the host profile is not active', () => {
    expect(isSurveyLinkLocked({ active: false })).toBe(true);
    expect(isSurveyLinkLocked({ active: undefined })).toBe(true);
    expect(isSurveyLinkLocked({ active: true })).toBe(false);
  });

  it("[AUD-009] [AUD-010] success shows the 'we are exporting' screen, failure the error screen", () => {
    expect(audienceExportScreen('success')).toBe('exporting');
    expect(audienceExportScreen('failure')).toBe('error');
    expect(audienceExportScreen('none')).toBe('form');
  });

  it('[AUD-024] the export CSV holds names and emails, optionally with survey data', () => {
    const rows = [
      surveyResponseSchema.parse({
        firstName: 'Ana',
        lastName: 'Torres, Jr',
        email: 'ana@example.com',
        age: 30,
        travelBudget: 2500,
        destinations: ['Peru', 'Japan'],
        timeOfYear: ['Spring'],
        gender: 'Female',
      }),
    ];
    expect(audienceExportCsv(rows, { includeSurveyData: false })).toBe(
      'First Name,Last Name,Email\r\nAna,"Torres, Jr",ana@example.com',
    );
    expect(audienceExportCsv(rows, { includeSurveyData: true })).toBe(
      'First Name,Last Name,Email,Age,Travel Budget,Destinations,Time of Year,Gender\r\n' +
        'Ana,"Torres, Jr",ana@example.com,30,2500,Peru; Japan,Spring,Female',
    );
    // An answer that a spreadsheet would run as a formula is written as text.
    const hostile = [{ ...rows[0], firstName: '=HYPERLINK("http://evil.test","x")' }] as typeof rows;
    expect(audienceExportCsv(hostile, { includeSurveyData: false }).split('\r\n')[1]).toMatch(/^"'=HYPERLINK/);
  });
});

// Routes and texts no rule reads yet (the audience screens are not built): the behaviour test comes with the screen.
describe('spec values', () => {
  it.each([
    ['[AUD-002] the audience root redirects to the survey', AUDIENCE_ROUTES.survey, '/app/host/audience/survey'],
    [
      '[AUD-003] the tabs Survey and Audience Data (/research)',
      AUDIENCE_TABS,
      [
        { label: 'Survey', href: '/app/host/audience/survey' },
        { label: 'Audience Data', href: '/app/host/audience/research' },
      ],
    ],
    ['[AUD-017] the survey takes about 2 minutes', SURVEY_DURATION_MINUTES, 2],
    [
      '[AUD-010] the export error screen',
      [
        AUDIENCE_MESSAGES.exportErrorTitle,
        AUDIENCE_MESSAGES.exportErrorDescription,
        AUDIENCE_MESSAGES.exportErrorActions,
      ],
      [
        'Oops! We encountered an error while exporting your data',
        'Please try again or contact our support team for assistance.',
        ['Try Again', 'Cancel'],
      ],
    ],
    [
      '[AUD-025] the empty state before any response',
      AUDIENCE_MESSAGES.noResponses,
      'As you collect survey responses, they will populate here.',
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
