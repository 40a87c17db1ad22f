// /api/me/itineraries/{itineraryId}/alternatives (OAP-018): an itinerary's accommodation day ranges with their
// alternatives; create, edit, delete and swap with the default. The owning operator, admins and trip managers
// (ALT-018); another operator's itinerary answers 404. Every write answers the whole read, so the card redraws once.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { itineraryForAlternatives } from '../../../services/alternatives/alternatives-access.js';
import { loadAlternatives } from '../../../services/alternatives/load-alternatives.js';
import { swapAlternative } from '../../../services/alternatives/swap-alternative.js';
import {
  createAlternative,
  deleteAlternative,
  updateAlternative,
} from '../../../services/alternatives/write-alternative.js';
import { itineraryAlternativesView, toItineraryAlternativesView } from '../../../views/alternatives.view.js';

const ok = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(itineraryAlternativesView) } },
});
const missing = {
  description: 'No such itinerary or alternative (or not yours)',
  content: { 'application/json': { schema: errorEnvelope } },
};
const userOf = (c: Context<AppEnv>) => requireSession(c).user;
const itineraryParams = z.object({ itineraryId: z.uuid({ message: 'Not an itinerary id' }) });
const alternativeParams = itineraryParams.extend({ alternativeId: z.uuid({ message: 'Not an alternative id' }) });

const text = z.string().max(5_000);
/** The alternative accommodation form (§5); its rules and messages are the domain's, re-checked by the service. */
const formShape = {
  name: text.optional(),
  accommodationType: text.optional(),
  occupancy: text.optional(),
  starRating: z.union([z.number(), z.string().max(10)]).optional(),
  description: text.optional(),
  /** Major units of the itinerary currency; blank means 0 (ALT-017). */
  price: z.union([z.number(), z.string().max(20)]).optional(),
  /** Ignored: the range fixes the nights (ALT-016). */
  numberOfNights: z.unknown().optional(),
  orSimilar: z.boolean().optional(),
  images: z.array(z.string().max(2_000)).max(50).optional(),
};
const formSchema = z.object(formShape).strict().openapi('AlternativeAccommodationForm');
const createSchema = z
  .object({ dayRangeIndex: z.number().int().min(0).max(1_000), ...formShape })
  .strict()
  .openapi('AlternativeAccommodationCreate');
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{itineraryId}/alternatives',
  tags: ['me', 'alternatives'],
  summary: "OAP-018: the itinerary's accommodation day ranges, their alternatives and the items' selections",
  description: 'Not paged: one entry per accommodation day range, bounded by the itinerary length.',
  request: { params: itineraryParams },
  responses: { 200: ok('The alternatives'), ...errorResponses, 404: missing },
});
const createAltRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{itineraryId}/alternatives',
  tags: ['me', 'alternatives'],
  summary: 'OAP-018, ALT-003: create an alternative accommodation for a day range (400 with field errors)',
  request: { params: itineraryParams, body: body(createSchema) },
  responses: { 201: ok('Created'), ...errorResponses, 404: missing },
});
const updateAltRoute = createRoute({
  method: 'patch',
  path: '/api/me/itineraries/{itineraryId}/alternatives/{alternativeId}',
  tags: ['me', 'alternatives'],
  summary: "OAP-018, ALT-004: edit an alternative's details; the nights stay the range's",
  request: { params: alternativeParams, body: body(formSchema) },
  responses: { 200: ok('Saved'), ...errorResponses, 404: missing },
});
const deleteAltRoute = createRoute({
  method: 'delete',
  path: '/api/me/itineraries/{itineraryId}/alternatives/{alternativeId}',
  tags: ['me', 'alternatives'],
  summary: 'OAP-018, ALT-006: delete an alternative; items that chose it fall back to the default',
  request: { params: alternativeParams },
  responses: { 200: ok('Deleted'), ...errorResponses, 404: missing },
});
const swapRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{itineraryId}/alternatives/{alternativeId}/swap',
  tags: ['me', 'alternatives'],
  summary: 'OAP-018, ALT-005: swap an alternative with the default accommodation of its range',
  request: { params: alternativeParams },
  responses: { 200: ok('Swapped'), ...errorResponses, 404: missing },
});

export const alternativesRoutes = router()
  .openapi(listRoute, async (c) => {
    const db = c.get('deps').database.db;
    const itinerary = await itineraryForAlternatives(db, userOf(c), c.req.valid('param').itineraryId);
    return c.json(
      { success: true as const, data: toItineraryAlternativesView(await loadAlternatives(db, itinerary)) },
      200,
    );
  })
  .openapi(createAltRoute, async (c) => {
    const { dayRangeIndex, ...form } = c.req.valid('json');
    const loaded = await createAlternative(
      c.get('deps').database.db,
      userOf(c),
      c.req.valid('param').itineraryId,
      dayRangeIndex,
      form,
    );
    return c.json({ success: true as const, data: toItineraryAlternativesView(loaded) }, 201);
  })
  .openapi(updateAltRoute, async (c) => {
    const p = c.req.valid('param');
    const loaded = await updateAlternative(
      c.get('deps').database.db,
      userOf(c),
      p.itineraryId,
      p.alternativeId,
      c.req.valid('json'),
    );
    return c.json({ success: true as const, data: toItineraryAlternativesView(loaded) }, 200);
  })
  .openapi(deleteAltRoute, async (c) => {
    const p = c.req.valid('param');
    const loaded = await deleteAlternative(c.get('deps').database.db, userOf(c), p.itineraryId, p.alternativeId);
    return c.json({ success: true as const, data: toItineraryAlternativesView(loaded) }, 200);
  })
  .openapi(swapRoute, async (c) => {
    const p = c.req.valid('param');
    const loaded = await swapAlternative(c.get('deps').database.db, userOf(c), p.itineraryId, p.alternativeId);
    return c.json({ success: true as const, data: toItineraryAlternativesView(loaded) }, 200);
  });
