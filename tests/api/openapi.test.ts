// GET /api/openapi.json over HTTP: a valid OpenAPI 3.1 document that describes every route file and
// method under src/pages/api, with its access, a summary, its success answer and the API's error shape.
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURES } from '#src/server/http/api-response';
import { apiPathOf } from '#src/server/openapi/route-path';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

const API_DIR = path.resolve(import.meta.dirname, '../../src/pages/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

let server: TestServer;
let document: any;
let answer: { status: number; headers: Headers };
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const res = await new ApiClient(server.url).get('/api/openapi.json');
  answer = res;
  document = res.body;
});
afterAll(() => server?.stop());

/** Every route file and the methods it exports, read from the source (not from the document under test). */
function routeFiles(): { file: string; path: string; methods: string[] }[] {
  const files = fs.readdirSync(API_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return files.flatMap((file) => {
    const apiPath = apiPathOf(`/src/pages/api/${file}`);
    if (!apiPath) return [];
    const source = fs.readFileSync(path.join(API_DIR, file), 'utf8');
    const methods = METHODS.filter((m) => new RegExp(`export const ${m}\\b`).test(source));
    return [{ file, path: apiPath, methods }];
  });
}

const operations = () =>
  Object.entries(document.paths).flatMap(([p, item]: [string, any]) =>
    Object.entries(item).map(([method, op]: [string, any]) => ({ path: p, method, op })),
  );

/** A JSON success answer with no schema of its own (the document's stand-in is a bare description). */
function lacksResponseSchema(op: any): boolean {
  const success = Object.entries(op.responses).find(([status]) => /^2/.test(status))?.[1] as any;
  const schema = success?.content?.['application/json']?.schema;
  if (!success?.content?.['application/json']) return false;
  return !schema || Object.keys(schema).every((key) => key === 'description');
}

describe('the OpenAPI document', () => {
  it('is served to anyone as JSON', () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(document.openapi).toBe('3.1.0');
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route file and every method it exports', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap(({ file, path: p, methods }) => {
      expect(methods.length, `${file} exports no method`).toBeGreaterThan(0);
      return methods.filter((m) => !document.paths[p]?.[m.toLowerCase()]).map((m) => `${m} ${p} (${file})`);
    });
    expect(missing).toEqual([]);
    const described = operations().map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const exported = files.flatMap((f) => f.methods.map((m) => `${m} ${f.path}`));
    expect(described.sort()).toEqual(exported.sort());
  });

  it('gives each operation a summary, a tag, its access as a security requirement and a described success answer', () => {
    const bare = operations().filter(({ path: p, method, op }) => !op.summary || op.summary === `${method.toUpperCase()} ${p}`);
    expect(bare.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    for (const { path: p, method, op } of operations()) {
      const where = `${method} ${p}`;
      expect(op.tags?.length, where).toBe(1);
      expect(['public', 'staff', 'admin'], where).toContain(op['x-access']);
      // An operation open to API keys names its scope as a second way in (a public one keeps "no credential" first).
      const key = op['x-scope'] ? [{ apiKey: [op['x-scope']] }] : [];
      if (op['x-access'] === 'public') expect(op.security, where).toEqual(key.length ? [{}, ...key] : []);
      else expect(op.security, where).toEqual([{ [op['x-access'] === 'admin' ? 'adminSession' : 'staffSession']: [] }, ...key]);
      const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
      expect(success.length, where).toBe(1);
      expect((success[0][1] as any).description, where).not.toBe('Success');
    }
  });

  it('gives every JSON success answer a schema (the published shape of the answer)', () => {
    const without = operations()
      .filter(({ op }) => lacksResponseSchema(op))
      .map(({ path: p, method }) => `${method.toUpperCase()} ${p}`)
      .sort();
    expect(without).toEqual([]);
  });

  it('describes the path parameters of every templated path', () => {
    for (const { path: p, method, op } of operations()) {
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((x: any) => x.in === 'path').map((x: any) => x.name);
      expect(declared.sort(), `${method} ${p}`).toEqual(names.sort());
    }
  });

  it('gives every operation the error answers of the Error schema, with every code the server uses', () => {
    const error = document.components.schemas.Error;
    expect(error.required.sort()).toEqual(['code', 'message', 'requestId']);
    expect(error.properties.code.enum.sort()).toEqual(
      Object.values(FAILURES)
        .map((f) => f.code)
        .sort(),
    );
    for (const { path: p, method, op } of operations()) {
      expect(op.responses['500']?.content['application/json'].schema.$ref, `${method} ${p}`).toBe('#/components/schemas/Error');
      if (op['x-access'] !== 'public') expect(Object.keys(op.responses), `${method} ${p}`).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents the schemas the endpoints parse with: the vehicle body names its fields and the list its query', () => {
    const put = document.paths['/api/vehicles/{id}'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['make', 'model', 'year', 'price', 'vin']));
    const query = document.paths['/api/vehicles'].get.parameters.map((x: any) => x.name);
    expect(query).toEqual(expect.arrayContaining(['includeAll', 'page', 'pageSize', 'sort']));
  });
});

describe('the API reference page', () => {
  it('renders every operation of the document with its method, path and access, for anyone', async () => {
    const res = await fetch(`${server.url}/api-reference`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const { path: p, method, op } of operations()) {
      const article = new RegExp(`<article[^>]*id="${op.operationId}"[\\s\\S]*?</article>`).exec(html)?.[0];
      expect(article, `${method} ${p}`).toBeDefined();
      expect(article).toContain(`>${method.toUpperCase()}<`);
      expect(article).toContain(p.replace(/&/g, '&amp;'));
      expect(article).toMatch(new RegExp(`>${op['x-access']}<`, 'i'));
    }
    expect(html).toContain('href="/api/openapi.json"');
  });
});
