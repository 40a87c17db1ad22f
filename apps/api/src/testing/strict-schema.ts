// Validates a response body against its schema in the OpenAPI document, strictly: an object may hold only the
// properties its schema names, so a field a handler leaks without documenting it fails.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

/** Every object schema with named properties and no say on others refuses others (deep, in place). */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) closeObjects(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.properties && typeof schema.properties === 'object' && schema.additionalProperties === undefined)
    schema.additionalProperties = false;
  for (const value of Object.values(schema)) closeObjects(value);
}

export interface ResponseValidator {
  /** The problems of `body` as the `status` answer of `method path`, or null when it matches; throws if undocumented. */
  problems(method: string, path: string, status: number, body: unknown): string | null;
}

/** A validator over `document` (an OpenAPI 3.1 document as served), with every object schema closed. */
export function strictResponseValidator(document: unknown): ResponseValidator {
  const doc = structuredClone(document) as Json & { paths: Record<string, Record<string, Json>> };
  closeObjects(doc.paths);
  closeObjects(doc.components);
  const ajv = new Ajv2020.default({ strict: false, allErrors: true });
  // ajv-formats is typed against the Ajv class of whichever ajv copy it resolved; any Ajv instance works at run time.
  (addFormats.default as unknown as (instance: unknown) => void)(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi' });
  const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  return {
    problems(method, path, status, body) {
      const responses = doc.paths[path]?.[method.toLowerCase()]?.responses as Record<string, unknown> | undefined;
      if (!responses?.[String(status)])
        throw new Error(`${method} ${path} answered ${status}, which it does not document`);
      const ref = `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      if (validate(body)) return null;
      const lines = (validate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
      );
      return [...new Set(lines)].join('\n');
    },
  };
}
