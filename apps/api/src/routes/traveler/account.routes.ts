// The traveler's account area (TRV-065): their profile (TAP-009) and mailing address, read and saved. Only the
// signed-in traveler's own; there is no user id in the path to guess.
import {
  accountAddressResponseSchema,
  accountAddressSchema,
  accountProfileSchema,
  accountProfileUpdateSchema,
} from '@caravan/domain';
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { errorResponses, jsonOk, router } from '../../http/openapi.js';
import {
  accountAddress,
  accountProfile,
  saveAccountAddress,
  saveAccountProfile,
} from '../../services/traveler-account/account.js';
import { dbOf } from './traveler-context.js';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const userIdOf = (c: Context<AppEnv>) => requireGroup(c, 'traveler').user.id;

const readProfile = createRoute({
  method: 'get',
  path: '/api/me/account/profile',
  tags: ['traveler'],
  summary: "The traveler's profile (TAP-009)",
  responses: { 200: jsonOk(accountProfileSchema, 'Profile'), ...errorResponses },
});
const saveProfile = createRoute({
  method: 'put',
  path: '/api/me/account/profile',
  tags: ['traveler'],
  summary: "Saves the traveler's profile (TRV-066)",
  request: body(accountProfileUpdateSchema),
  responses: { 200: jsonOk(accountProfileSchema, 'Saved profile'), ...errorResponses },
});
const readAddress = createRoute({
  method: 'get',
  path: '/api/me/account/address',
  tags: ['traveler'],
  summary: "The traveler's mailing address, null when none is saved",
  responses: { 200: jsonOk(accountAddressResponseSchema, 'Address'), ...errorResponses },
});
const saveAddress = createRoute({
  method: 'put',
  path: '/api/me/account/address',
  tags: ['traveler'],
  summary: "Saves the traveler's mailing address (TRV-066)",
  request: body(accountAddressSchema),
  responses: { 200: jsonOk(accountAddressSchema, 'Saved address'), ...errorResponses },
});

export const travelerAccountRoutes = router()
  .openapi(readProfile, async (c) => {
    const data = await accountProfile(dbOf(c), userIdOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(saveProfile, async (c) => {
    const data = await saveAccountProfile(dbOf(c), userIdOf(c), c.req.valid('json'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(readAddress, async (c) => {
    const data = await accountAddress(dbOf(c), userIdOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(saveAddress, async (c) => {
    const data = await saveAccountAddress(dbOf(c), userIdOf(c), c.req.valid('json'), c.get('deps').now());
    return c.json({ success: true as const, data }, 200);
  });
