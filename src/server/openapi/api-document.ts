import { buildOpenApiDocument, listOperations, type RouteModules } from './document';

// Every route module under src/pages/api, as the server bundles them; `_x.ts` helpers are skipped by the builder.
const modules = import.meta.glob('/src/pages/api/**/*.ts', { eager: true }) as RouteModules;

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The API's OpenAPI document, built once per process (the routes do not change while it runs). */
export function apiDocument() {
  return (document ??= buildOpenApiDocument(modules));
}

/** Every operation the route files export, with or without a contract (for the reference page's checks). */
export const apiOperations = () => listOperations(modules);
