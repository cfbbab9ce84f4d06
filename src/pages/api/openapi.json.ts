import { endpoint } from '#src/server/endpoint';
import { openApiDocumentAnswer } from '#src/lib/api-answers/openapi';

/**
 * The API's OpenAPI 3.1 document. Public: it describes the contract, never data, and is what an
 * integrator (a CRM vendor) writes a client from. Imported when asked for: the document imports every
 * route module, this one too.
 */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'The OpenAPI 3.1 document of this API',
    description: 'Built from the same zod schemas the endpoints parse with. Rendered for people at `/api-reference`.',
    response: { description: 'An OpenAPI 3.1 document', schema: openApiDocumentAnswer },
  },
  async () => (await import('#src/server/openapi/api-document')).apiDocument(),
);
