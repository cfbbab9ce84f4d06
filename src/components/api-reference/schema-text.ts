/** Plain words for the JSON schemas of the OpenAPI document, for the API reference page. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

export type Field = { name: string; type: string; required: boolean; constraints: string; description: string; nested?: JsonSchema };

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) return components[schema.$ref.replace('#/components/schemas/', '')] ?? {};
  return schema;
}

/** A type in words: `string`, `integer`, `"new" | "read"`, `object[]`, `string | null`. */
export function typeText(raw: JsonSchema, components: Record<string, JsonSchema>): string {
  const schema = resolve(raw, components);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map((v) => typeText(v, components)))].join(' | ');
  if (schema.allOf) return schema.allOf.map((v) => typeText(v, components)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${schema.items ? typeText(schema.items, components) : 'any'}[]`;
  if (type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return `{ [key]: ${typeText(schema.additionalProperties, components)} }`;
  if (type === 'string' && schema.format) return `string (${schema.format})`;
  return type ?? 'any';
}

function constraintsText(raw: JsonSchema, components: Record<string, JsonSchema>): string {
  const s = resolve(raw, components);
  const parts: string[] = [];
  // zod's int() bounds a number by the safe integers: no limit a reader needs to see.
  const max = s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : undefined;
  const min = s.minimum !== undefined && s.minimum > Number.MIN_SAFE_INTEGER ? s.minimum : undefined;
  if (s.minLength !== undefined && s.maxLength !== undefined) parts.push(`${s.minLength}–${s.maxLength} characters`);
  else if (s.maxLength !== undefined) parts.push(`at most ${s.maxLength} characters`);
  else if (s.minLength !== undefined && s.minLength > 0) parts.push(`at least ${s.minLength} characters`);
  if (min !== undefined && max !== undefined) parts.push(`${min} to ${max}`);
  else if (min !== undefined) parts.push(`at least ${min}`);
  else if (s.exclusiveMinimum !== undefined) parts.push(`more than ${s.exclusiveMinimum}`);
  else if (max !== undefined) parts.push(`at most ${max}`);
  if (s.maxItems !== undefined) parts.push(`at most ${s.maxItems} items`);
  if (s.pattern) parts.push(`matches ${s.pattern}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join(', ');
}

/** The object schema behind a field, if it has its own fields to show. */
function nestedObject(raw: JsonSchema, components: Record<string, JsonSchema>): JsonSchema | undefined {
  const s = resolve(raw, components);
  if (s.properties) return s;
  if (s.items) return nestedObject(s.items, components);
  for (const variant of s.anyOf ?? s.oneOf ?? []) {
    const found = nestedObject(variant, components);
    if (found) return found;
  }
  return undefined;
}

/** The fields of an object schema (an array's items, a union's first object): empty for anything else. */
export function schemaFields(raw: JsonSchema, components: Record<string, JsonSchema>): Field[] {
  const schema = nestedObject(raw, components);
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const resolved = resolve(property, components);
    return {
      name,
      type: typeText(property, components),
      required: required.has(name),
      constraints: constraintsText(property, components),
      description: resolved.description ?? property.description ?? '',
      nested: nestedObject(property, components),
    };
  });
}

/** A schema without fields, in words ("string (binary)", or its description). */
schemaFields.describe = (raw: JsonSchema, components: Record<string, JsonSchema>): string => {
  const schema = resolve(raw, components);
  return schema.description ?? typeText(schema, components);
};
