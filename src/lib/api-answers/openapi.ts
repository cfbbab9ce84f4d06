import { z } from 'zod';

/** GET /api/openapi.json: an OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
export const openApiDocumentAnswer = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})).describe('Every operation, by path and method.'),
    components: z.looseObject({}).optional(),
  })
  .describe('An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.0');
