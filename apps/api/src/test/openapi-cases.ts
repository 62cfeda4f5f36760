import fc from 'fast-check';

/**
 * Requests generated from the app's own OpenAPI document: bodies, query strings and path ids
 * shaped like each route's schema, most of them plausible (so they pass the first checks and
 * reach the rules behind), some with one value at an edge — a date that is no date, an emoji
 * astride a length limit, control and bidi characters, numbers past any range, a wrong type.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface Operation {
  method: string;
  /** As documented: `/api/classes/{id}/enrolments`. */
  path: string;
  body: JsonSchema | undefined;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  pathParams: string[];
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      };
    }),
  );
}

/**
 * What a case puts at the edge: nothing, every date, every text, every number, or any value one
 * time in five. One kind at a time, the rest plausible, so the edge reaches the rules behind the
 * first checks (a bad date beside a valid weekly repeat).
 */
export const EDGE_MODES = ['none', 'dates', 'texts', 'numbers', 'any'] as const;
export type EdgeMode = (typeof EDGE_MODES)[number];

/** Values no schema expects, for any field. */
const wrongType = fc.constantFrom<unknown>(null, true, 0, -1, 1e308, [], {}, '', 'x');

const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...CONTROLS, 'a', ' ', '\n', '\t', '\r'), maxLength: 12 }),
  fc.constantFrom('\ud83d', '\ude00x', '\u202eanulada.pdf', 'Ana\u0000', "'; drop table users --"),
);

/** An edge of a length limit: exactly the limit in emojis, one more, an emoji astride it. */
const edgesOfLength = (max: number | undefined) => {
  const n = Math.min(max ?? 120, 20_000);
  return fc.constantFrom(
    '🐕'.repeat(n),
    '🐕'.repeat(n + 1),
    `${'a'.repeat(Math.max(n - 1, 0))}🐕`,
    `${'a'.repeat(Math.max(n - 3, 0))}🇪🇸🇪🇸`,
    'x'.repeat(n + 1),
  );
};

const badDates = fc.constantFrom(
  '',
  'x',
  '9999-99-99',
  'YYYY-MM-DD',
  '2026-13-45',
  '2026-02-30',
  '9999-12-31',
  '0001-01-01',
  '2026-1-1',
  '2026-12-01T25:61:00Z',
);

/** Names that hold a date, though their schema says only "a string". */
const DATE_NAME = /(date|day|On$|^from$|^to$|^until|expires|month)/i;

export interface CaseContext {
  /** Ids that exist (the fixture's): most uuids are taken from here. */
  ids: string[];
  /** Today's date on the test clock, as 'YYYY-MM-DD'. */
  today: string;
  mode?: EdgeMode;
}

function plausibleDate(ctx: CaseContext) {
  const [y, m, d] = ctx.today.split('-').map(Number) as [number, number, number];
  return fc
    .integer({ min: -40, max: 400 })
    .map((days) => new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10));
}

function stringOf(schema: JsonSchema, name: string, ctx: CaseContext): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid')
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ctx.ids) }, fc.uuid());
  if (isDate(schema, name)) {
    const date = plausibleDate(ctx);
    return name === 'month' ? date.map((v) => v.slice(0, 7)) : date;
  }
  if (schema.format === 'date-time') return plausibleDate(ctx).map((d) => `${d}T10:00:00.000Z`);
  if (schema.format === 'email' || /email/i.test(name))
    return fc.constantFrom('ana@example.com', 'zacarias.secreto@example.com');
  if (/phone/i.test(name)) return fc.constantFrom('612345678', '+34 699 111 222');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: plain text below.
    }
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  return fc.string({ minLength: min, maxLength: max });
}

const isDate = (schema: JsonSchema, name: string) =>
  schema.format === 'date' || DATE_NAME.test(name);

/** The edge value for a leaf in this mode, or null when the mode leaves it plausible. */
function edgeOf(schema: JsonSchema, name: string, mode: EdgeMode): fc.Arbitrary<unknown> | null {
  const type = [schema.type].flat()[0];
  const text = type === 'string' && !schema.enum && schema.format !== 'uuid';
  if (type === 'string' && isDate(schema, name)) {
    return mode === 'dates' || mode === 'any' ? badDates : null;
  }
  if (text && (mode === 'texts' || mode === 'any'))
    return fc.oneof(hostileText, edgesOfLength(schema.maxLength));
  if ((type === 'integer' || type === 'number') && (mode === 'numbers' || mode === 'any'))
    return fc.constantFrom(
      -1,
      0,
      (schema.maximum ?? 1000) + 1,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      1.5,
      -1e308,
    );
  return mode === 'any' ? wrongType : null;
}

/** A value for `schema`: plausible, or at the edge the case's mode puts it at. */
export function valueOf(
  schema: JsonSchema | undefined,
  ctx: CaseContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongType;
  const plausible = plausibleValueOf(schema, ctx, name, depth);
  const mode = ctx.mode ?? 'none';
  const edge = edgeOf(schema, name, mode);
  if (!edge) return plausible;
  // Every leaf of the mode's kind at its edge; in 'any', one leaf in five, of any kind.
  return mode === 'any'
    ? fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: edge })
    : fc.oneof({ weight: 1, arbitrary: plausible }, { weight: 3, arbitrary: edge });
}

function plausibleValueOf(
  schema: JsonSchema,
  ctx: CaseContext,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => valueOf(s, ctx, name, depth + 1)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], ctx, name, depth + 1);
  const types = [schema.type ?? 'object'].flat();
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema, name, ctx);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -10, -1_000_000),
          max: Math.min(schema.maximum ?? 10_000, 10_000_000),
        });
      case 'number':
        return fc.integer({
          min: Math.max(schema.minimum ?? 0, -1_000_000),
          max: Math.min(schema.maximum ?? 500, 10_000_000),
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueOf(schema.items, ctx, name, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      default: {
        const properties = schema.properties ?? {};
        const keys = Object.keys(properties);
        if (!keys.length)
          return fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 2 });
        return fc.record(
          Object.fromEntries(
            keys.map((key) => [key, valueOf(properties[key], ctx, key, depth + 1)]),
          ),
          // Required keys are nearly always there; optional ones come and go.
          { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) },
        );
      }
    }
  });
  const any = arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
  return schema.nullable ? fc.option(any, { nil: null, freq: 6 }) : any;
}

export interface GeneratedRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Requests for `op`: ids in the path (mostly real ones), a query and a body from its schemas. */
export function requestsFor(op: Operation, ctx: CaseContext): fc.Arbitrary<GeneratedRequest> {
  const pathValue = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...ctx.ids) },
    { weight: 1, arbitrary: fc.constantFrom('x', '..', '%00', '🐕', '2026-13-45', '0') },
    { weight: 1, arbitrary: fc.uuid() },
  );
  const params = fc.tuple(...op.pathParams.map(() => pathValue));
  const query = fc.record(
    Object.fromEntries(op.query.map((q) => [q.name, valueOf(q.schema, ctx, q.name)])),
    { requiredKeys: op.query.filter((q) => q.required).map((q) => q.name) },
  );
  const body = op.body ? valueOf(op.body, ctx) : fc.constant(undefined);
  return fc.tuple(params, query, body).map(([values, q, b]) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(values[i++])));
    const search = new URLSearchParams(
      Object.entries(q).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    ).toString();
    return { method: op.method, url: search ? `${path}?${search}` : path, body: b };
  });
}
