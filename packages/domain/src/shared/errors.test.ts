// The one way a failed zod parse becomes a form's messages: the service form (checkServiceForm), the operator's
// account sections, the itinerary details, the trip form and the host's companions all show these.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceFormSchemaFor } from '../services/index.js';
import { fieldErrorsOfZod } from './errors.js';

describe('fieldErrorsOfZod', () => {
  it('[SVC-023] keys each message by its dotted field path, keeps the first per field, and is empty on success', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').min(3, 'Too short'),
      addresses: z.array(z.object({ city: z.string().min(1, 'City is required') })),
    });
    expect(fieldErrorsOfZod(schema.safeParse({ name: '', addresses: [{ city: 'Lima' }, { city: '' }] }))).toEqual({
      name: 'Name is required',
      'addresses.1.city': 'City is required',
    });
    expect(fieldErrorsOfZod(schema.safeParse({ name: 'Ana', addresses: [] }))).toEqual({});
    expect(fieldErrorsOfZod(serviceFormSchemaFor('ACTIVITY').safeParse({}))).toHaveProperty('description');
  });
});
