// The public audience links (PLT-017, AUD-001): GET /api/public/survey?path= reads a survey or email-capture link, and
// anyone answers it without an account. Rate-limited per address, small bodies only, every field bounded and strict.
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { rateLimit, type RateLimitRule } from '../../auth/rate-limit.js';
import { AppError } from '../../errors/app-error.js';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { findPublicAudienceLink } from '../../services/audience/public-link.js';
import { recordEmailCapture, recordSurveyResponse } from '../../services/audience/record-response.js';
import {
  SURVEY_AGE_MAX,
  SURVEY_AGE_MIN,
  SURVEY_BUDGET_MAX_USD,
  SURVEY_DESTINATION_MAX_LENGTH,
  SURVEY_GENDERS,
  SURVEY_MAX_DESTINATIONS,
  SURVEY_SEASONS,
} from '../../views/survey-questions.js';
import { publicSurveyView, toPublicSurveyView } from '../../views/audience-public.view.js';

/** DECIDE: 120 reads of a public link a minute per address: a page load is one, a crawler is more. */
export const SURVEY_READ_RATE_LIMIT: RateLimitRule = {
  name: 'survey-read',
  limit: 120,
  windowMs: 60_000,
  by: 'address',
};
/** DECIDE: 20 answers per 10 minutes per address: a family on one connection fits, a script filling the survey does not. */
export const SURVEY_WRITE_RATE_LIMIT: RateLimitRule = {
  name: 'survey-write',
  limit: 20,
  windowMs: 10 * 60_000,
  by: 'address',
};
/** DECIDE: 16 KiB bodies: the longest honest answer (5 written-in destinations, long names) is under 2 KiB. */
export const SURVEY_MAX_BODY_BYTES = 16 * 1024;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const path = z.string().min(1).max(200);
const person = {
  path,
  firstName: text(100).min(1, 'First name is required'),
  lastName: text(100).default(''),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
};

export const surveyAnswerBody = z
  .object({
    ...person,
    age: z.number().int('Whole years').min(SURVEY_AGE_MIN).max(SURVEY_AGE_MAX),
    travelBudget: z.number().int('Whole dollars').min(0).max(SURVEY_BUDGET_MAX_USD),
    destinations: z
      .array(text(SURVEY_DESTINATION_MAX_LENGTH).min(1))
      .min(1, 'Choose at least one destination')
      .max(SURVEY_MAX_DESTINATIONS, `Choose at most ${SURVEY_MAX_DESTINATIONS} destinations`),
    timeOfYear: z.array(z.enum(SURVEY_SEASONS)).min(1, 'Choose at least one time of year').max(SURVEY_SEASONS.length),
    gender: z.enum(SURVEY_GENDERS).nullable().default(null),
    marketingOptIn: z.boolean().default(false),
  })
  .strict()
  .openapi('SurveyAnswerRequest');

export const emailCaptureBody = z.object(person).strict().openapi('EmailCaptureRequest');

const notFound = { description: 'No survey there', content: { 'application/json': { schema: errorEnvelope } } };
const refused = {
  description: 'The link is locked or of another type',
  content: { 'application/json': { schema: errorEnvelope } },
};
const tooLarge = { description: 'Body too large', content: { 'application/json': { schema: errorEnvelope } } };
const recorded = {
  description: 'Recorded',
  content: { 'application/json': { schema: envelopeOf(z.object({ id: z.uuid() })) } },
};

const readRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/public/survey',
  tags: ['public'],
  summary: 'A survey or email-capture link by its path: the host, the lock and the questions (PLT-017)',
  request: { query: z.object({ path }) },
  responses: {
    200: { description: 'The link', content: { 'application/json': { schema: envelopeOf(publicSurveyView) } } },
    404: notFound,
    ...errorResponses,
  },
});

const answerRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/public/survey/responses',
  tags: ['public'],
  summary: "Answers a host's survey, without an account (AUD-001)",
  request: { body: { required: true, content: { 'application/json': { schema: surveyAnswerBody } } } },
  responses: { 201: recorded, 404: notFound, 409: refused, 413: tooLarge, ...errorResponses },
});

const captureRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/public/survey/subscribers',
  tags: ['public'],
  summary: "Joins a host's marketing list through their email-capture link (AUD-015)",
  request: { body: { required: true, content: { 'application/json': { schema: emailCaptureBody } } } },
  responses: { 201: recorded, 404: notFound, 409: refused, 413: tooLarge, ...errorResponses },
});

const small = bodyLimit({
  maxSize: SURVEY_MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  },
});

const routes = router();
routes.use('/api/public/survey', rateLimit(SURVEY_READ_RATE_LIMIT, ['GET']));
routes.use('/api/public/survey/*', rateLimit(SURVEY_WRITE_RATE_LIMIT, ['POST']), small);

export const publicSurveyRoutes = routes
  .openapi(readRoute, async (c) => {
    const link = await findPublicAudienceLink(c.get('deps').database.db, c.req.valid('query').path);
    return c.json({ success: true as const, data: toPublicSurveyView(link) }, 200);
  })
  .openapi(answerRoute, async (c) => {
    const { database, now } = c.get('deps');
    const { path: linkPath, ...answer } = c.req.valid('json');
    const id = await recordSurveyResponse(database.db, linkPath, answer, now());
    return c.json({ success: true as const, data: { id } }, 201);
  })
  .openapi(captureRoute, async (c) => {
    const { database, now } = c.get('deps');
    const { path: linkPath, ...answer } = c.req.valid('json');
    const id = await recordEmailCapture(database.db, linkPath, answer, now());
    return c.json({ success: true as const, data: { id } }, 201);
  });
