/**
 * fast-check arbitraries for bad requests, driven by the JSON Schema of the OpenAPI document (which
 * the zod contracts generate): a plausible value of a schema (right types, patterns, enums), and
 * hostile ones (wrong types, huge and negative numbers, NUL, very long strings, odd Unicode, missing
 * and extra fields). Used by openapi-fuzz.test.ts (decision 0022).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** Values that broke or could break a handler: range edges, NUL, odd Unicode, injection-looking text. */
export const hostileScalars: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  3_000_000_000,
  2 ** 53,
  1e20,
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  '3000000000',
  '99999999999999999999',
  '1e309',
  'NaN',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eabc',
  '𝟘𝟙',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  [],
  {},
  [null],
  { __proto__: { polluted: 1 } },
];

const longStrings = fc.constantFrom(300, 5_000, 50_000).map((n) => 'x'.repeat(n));

/** A string with a NUL put somewhere in `s`. */
function withNul(s: string): fc.Arbitrary<string> {
  return fc.nat({ max: s.length }).map((i) => `${s.slice(0, i)}\u0000${s.slice(i)}`);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * Strings matching `pattern`, built once per pattern: hostile() and spoiled() build their arbitraries
 * again for every generated request, and building a regex arbitrary costs far more than drawing from
 * it (a pattern in a query or path made its operation's 200 requests take 10–14 s instead of 1).
 */
const byPattern = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: string): fc.Arbitrary<string> {
  let arb = byPattern.get(pattern);
  if (!arb) {
    arb = fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= 200);
    byPattern.set(pattern, arb);
  }
  return arb;
}

/** A value that a schema accepts or nearly accepts: right type, enum member, pattern match. */
export function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(plausible(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 4 ? fc.constant({}) : plausibleObject(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') {
    return fc.oneof(
      fc.constantFrom(
        'https://item.taobao.com/item.htm?id=691541677564',
        'https://img.alicdn.com/imgextra/a.jpg',
        'https://e.tb.cn/h.T8dxmP68pyc4u8t',
        'https://evil.example/x',
        'http://127.0.0.1:5432/',
        'javascript:alert(1)',
      ),
      fc.webUrl(),
    );
  }
  if (schema.pattern) {
    try {
      return matching(schema.pattern);
    } catch {
      // A pattern JavaScript cannot compile: fall through to any string.
    }
  }
  return fc.string({ minLength: 0, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' });
}

function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, depth + 1)]));
  if (Object.keys(model).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
  }
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
}

/** A hostile value for a field of `schema`: wrong type, range edge, NUL, long, or any JSON. */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileScalars) },
    { weight: 1, arbitrary: longStrings },
    {
      weight: 2,
      arbitrary: plausible(schema).chain((v) => (typeof v === 'string' ? withNul(v) : fc.constant(v))),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/**
 * A body or query object for `schema` with 1–3 fields spoiled: set hostile, removed, or added
 * (unknown names, `__proto__`); or the whole part replaced by a hostile value.
 */
export function spoiled(schema: JsonSchema): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const names = [...Object.keys(props), 'extra', '__proto__', 'constructor', 'x'.repeat(300)];
  const change = fc.record({
    name: fc.constantFrom(...names),
    how: fc.constantFrom('hostile', 'hostile', 'remove'),
  });
  const object = fc
    .tuple(plausible({ ...schema, type: 'object' }), fc.array(change, { minLength: 1, maxLength: 3 }))
    .chain(([base, changes]) =>
      fc.tuple(...changes.map((c) => hostile(props[c.name] ?? {}))).map((values) => {
        const out = { ...(base as Record<string, unknown>) };
        changes.forEach((c, i) => {
          if (c.how === 'remove') delete out[c.name];
          else
            Object.defineProperty(out, c.name, {
              value: values[i],
              enumerable: true,
              writable: true,
              configurable: true,
            });
        });
        return out;
      }),
    );
  return fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: hostile(schema) });
}

/** A path parameter's text: plausible, a hostile scalar as text, or a long one. */
export function pathValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    plausible(schema).map((v) => String(v)),
    fc.constantFrom(...hostileScalars).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))),
    longStrings.map((s) => s.slice(0, 3000)),
  );
}
