// Image uploads (OAP-012, HAP-035, HAP-036): POST /api/me/files/new-upload-image takes one or several images (multipart,
// field `files`, and `purpose` bounding how many) and answers their urls; GET /api/files/{name} serves a stored image.
import { DEFAULT_IMAGE_UPLOAD_PURPOSE, IMAGE_UPLOAD_PATH, IMAGE_UPLOAD_PURPOSES } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { notFound } from '../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { FILES_PATH, STORED_NAME, typeOfStoredName, uploadImages } from '../../services/files/upload-images.js';

const uploaded = z
  .object({
    /** The first image's url (the spec's answer). */
    url: z.string(),
    /** Every image's url, in the order sent. */
    urls: z.array(z.string()),
  })
  .strict()
  .openapi('UploadedImages');

const uploadRoute = createRoute({
  method: 'post',
  path: IMAGE_UPLOAD_PATH,
  tags: ['me', 'operator'],
  summary:
    'OAP-012, HAP-035, HAP-036: upload images (JPEG, PNG, WebP or GIF, 5 MB each): one profile picture, up to 10 trip or itinerary photos; answers their urls',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            files: z.any().openapi({ type: 'array', items: { type: 'string', format: 'binary' } }),
            purpose: z
              .enum(IMAGE_UPLOAD_PURPOSES, { message: `One of ${IMAGE_UPLOAD_PURPOSES.join(', ')}` })
              .default(DEFAULT_IMAGE_UPLOAD_PURPOSE)
              .openapi({ description: 'What the images are for: a profile picture takes one, photos up to 10' }),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: 'Stored', content: { 'application/json': { schema: envelopeOf(uploaded) } } },
    ...errorResponses,
    413: { description: 'Too large', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: `${FILES_PATH}/{name}`,
  tags: ['public'],
  summary: 'A stored image, by the name its upload answered (unguessable: a random id)',
  ...PUBLIC_ROUTE,
  request: { params: z.object({ name: z.string().regex(STORED_NAME, 'Not a file name') }) },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    400: errorResponses[400],
    404: { description: 'No such file', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

const filesOf = (value: unknown): File[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is File => v instanceof File);

export const fileRoutes = router()
  .openapi(uploadRoute, async (c) => {
    // Hosts upload their profile picture (purpose profile-picture, HAP-035) and trip photos here too.
    requireGroup(c, 'operator', 'admin', 'host');
    const form = c.req.valid('form');
    const urls = await uploadImages(c.get('deps').files, filesOf(form.files), form.purpose);
    return c.json({ success: true as const, data: { url: urls[0] as string, urls } }, 201);
  })
  .openapi(fileRoute, async (c) => {
    const { name } = c.req.valid('param');
    const bytes = await c.get('deps').files.get(name);
    if (!bytes) throw notFound('No such file.');
    c.header('Content-Type', typeOfStoredName(name));
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  });
