/**
 * fast-check arbitraries from JSON Schema, for the generated-input suite
 * (every-endpoint.property.ts). The schemas are the app's own OpenAPI document, which
 * fastify-type-provider-zod writes from the domain's zod schemas in the OpenAPI 3.0 dialect
 * (`nullable: true`, boolean `exclusiveMinimum`; numeric exclusive bounds are read too).
 *
 * Two generators per schema:
 * - `validValue`: values the schema accepts, biased to its edges (bounds, the longest strings,
 *   legal but unusual unicode, real ids from `hints`), so they get past validation into handlers.
 * - `hostileValue`: values that probe the schema's limits: wrong types, strings far over any limit
 *   (up to and beyond the 1 MiB body limit), control characters, numbers out of range or only
 *   number-like, dates outside 2000–2100, and, for objects and arrays, a valid value with one
 *   hostile field or item deep inside, so nested rules are reached as well as the outer ones.
 *
 * Keywords read: type (also a list of types), enum, const, nullable, anyOf, oneOf, allOf (object
 * schemas merged), properties, required, additionalProperties, items, minItems, maxItems,
 * minLength, maxLength, pattern, format (date-time; uuid comes with a pattern), minimum, maximum,
 * exclusiveMinimum, exclusiveMaximum. Not read: $ref (the document inlines every schema), not,
 * if/then/else, patternProperties, propertyNames, uniqueItems, multipleOf, min/maxProperties,
 * prefixItems, and formats other than date-time (email, uri… would be generated as plain text).
 * A pattern's length limits are met by filtering; a pattern that cannot meet them would loop, and
 * none in the document does.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

/**
 * Real values to mix into a field, looked up by the field's path (property names; `[]` for an
 * array's items, `{}` for a dictionary's values, `{key}` for a dictionary's keys). Values that do
 * not fit the field's schema are dropped, and numbers are offered as strings to string fields (ids
 * travel as "123" too). Keys are how a dictionary whose keys zod limits (z.partialRecord of an
 * enum) gets valid ones: the OpenAPI 3.0 document cannot say which keys are allowed.
 */
export type Hints = (path: readonly string[]) => readonly (string | number)[] | undefined;

const noHints: Hints = () => undefined;

// ---------------------------------------------------------------------------------------------
// Text

/** Legal text that tends to break things: combining marks, emoji sequences, RTL, invisible marks, markup, quotes. */
export const UNUSUAL_TEXT = [
  'e\u0301',
  'Z\u0324\u0354\u0367\u0311a\u0308\u0356',
  '\u{1F469}\u200D\u{1F3EB}',
  '\u{1F3F3}\uFE0F\u200D\u{1F308}',
  '\u{1F600}',
  'שלום',
  'مرحبا',
  '\u202Eevil\u202C',
  '\u200B',
  '\uFEFF',
  '\u00A0',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '日本語',
  'ß',
  'İ',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '"\\',
  '%s%n',
  '${x}{{x}}',
  '../../etc/passwd',
  '\t',
  '\n',
  ' ',
] as const;

/** Characters the input guard must refuse wherever they appear (C0 controls and DEL, not tab/LF/CR). */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
] as const;

/** Sizes around the 1 MiB body limit (bytes of UTF-8 once in JSON). */
const HUGE_SIZES = [10_000, 65_536, 1024 * 1024 - 4096, 1024 * 1024 + 1] as const;

/** Drops a trailing lone high surrogate that a cut at `max` may leave, so valid text stays well-formed. */
function cut(text: string, max: number) {
  const s = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(s) ? s.slice(0, -1) : s;
}

/**
 * Text within [min, max] UTF-16 units (zod counts units; JSON Schema counts code points, so a
 * string of emoji at the code-point limit would be refused: the unit count is the stricter one).
 */
function textBetween(min: number, max: number): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
    { weight: 2, arbitrary: fc.constantFrom(...UNUSUAL_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 8 }) },
  );
  const fit = (s: string) => {
    let t = cut(s, max);
    while (t.length < min) t += 'a';
    return t;
  };
  const ordinary = fc.array(piece, { maxLength: 6 }).map((parts) => fit(parts.join('')));
  // The longest legal value, in characters that are not all ASCII.
  const longest = fc.constantFrom(...UNUSUAL_TEXT).map((u) => fit(u.repeat(Math.ceil(max / u.length))));
  const blank = fc.constant(fit(' '.repeat(min)));
  return Number.isFinite(max) && max <= 20_000
    ? fc.oneof({ weight: 6, arbitrary: ordinary }, { weight: 1, arbitrary: longest }, { weight: 1, arbitrary: blank })
    : fc.oneof({ weight: 6, arbitrary: ordinary }, { weight: 1, arbitrary: blank });
}

/** A string of `size` characters made of one repeated unit (cheap to build, shrinks by size). */
const huge = fc
  .tuple(fc.constantFrom(...HUGE_SIZES), fc.constantFrom('a', 'é', '\u{1F600}', '\u0000', '1'))
  .map(([size, unit]) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));

const withControl = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(base, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat())
    .map(([s, c, at]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1)));

// ---------------------------------------------------------------------------------------------
// Dates

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const MIN_DATE = Date.UTC(2000, 0, 1);
const MAX_DATE = Date.UTC(2100, 11, 31, 23, 59, 59, 999);

/** An ISO date-time with an offset, between 2000 and 2100 in UTC (the shared IsoDateTime rule). */
const validDateTime = fc
  .tuple(
    fc.integer({ min: MIN_DATE, max: MAX_DATE }),
    fc.constantFrom(0, 0, 60, -300, 330, 765, -(23 * 60 + 59), 23 * 60 + 59),
    fc.boolean(),
  )
  .map(([ms, offsetMinutes, millis]) => {
    const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, millis ? 23 : 19);
    if (offsetMinutes === 0) return `${local}Z`;
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  });

/** Dates a date-time field must refuse, or that sit right on its edges. */
export const HOSTILE_DATES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '1999-12-31T23:59:59.999Z',
  '2000-01-01T00:00:00+23:59',
  '2100-12-31T23:59:59-23:59',
  '2101-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '2023-02-29T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01',
  '2024-01-01T00:00:00',
  '2024-01-01T00:00:00.1234567891234567890Z',
  'now',
  'Invalid Date',
  '1700000000',
] as const;

const hostileDate = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_DATES) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(1_700_000_000_000, -8.64e15, 8.64e15, 0) },
  // Far past and far future in the regular shape, so only the year rule stands in the way.
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: -2000, max: 8000 })
      .filter((y) => y < 0 || y > 100)
      .map((years) => new Date(MIN_DATE + years * YEAR_MS))
      .filter((d) => !Number.isNaN(d.getTime()))
      .map((d) => d.toISOString()),
  },
);

// ---------------------------------------------------------------------------------------------
// Numbers

const SAFE = Number.MAX_SAFE_INTEGER;

function integerBounds(schema: JsonSchema) {
  let min = schema.minimum ?? -SAFE;
  let max = schema.maximum ?? SAFE;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, schema.exclusiveMinimum + 1);
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, schema.exclusiveMaximum - 1);
  return { min: Math.ceil(min), max: Math.floor(max) };
}

/** Integers in [min, max] (any safe range: fc.integer alone stops at 32 bits), biased to the edges. */
function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  const edges = [min, max, 0, 1, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, SAFE].filter((n) => n >= min && n <= max);
  const whole = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  const lo = Math.max(min, -100);
  const hi = Math.min(max, 1000);
  const arbs: fc.WeightedArbitrary<number>[] = [
    { weight: 2, arbitrary: whole },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
  ];
  if (lo <= hi) arbs.push({ weight: 3, arbitrary: fc.integer({ min: lo, max: hi }) });
  return fc.oneof(...arbs);
}

/** Numbers that are only number-like, or out of any sane range. JSON has no NaN: it travels as text. */
const NUMBER_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1e3', ' 1', '01', '1.0', '١٢', '1_000', ''] as const;
const HUGE_NUMBERS = [2 ** 31, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308, -(2 ** 31) - 1, 1.5, 0.1, -0, -1] as const;

// ---------------------------------------------------------------------------------------------
// Schema helpers

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** allOf of object schemas, merged (the only use zod makes of it: intersections). */
function merged(schema: JsonSchema): JsonSchema {
  if (!schema.allOf?.length) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(merged).reduce<JsonSchema>(
    (acc, s) => ({
      ...acc,
      ...s,
      properties: { ...acc.properties, ...s.properties },
      required: [...(acc.required ?? []), ...(s.required ?? [])],
    }),
    rest,
  );
}

/** Whether `value` satisfies the scalar parts of `schema` (used to keep only hints that fit). */
export function fits(schema: JsonSchema, value: unknown): boolean {
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  if (typeof value === 'number' && (types.includes('integer') || types.includes('number'))) {
    if (types.includes('integer') && !Number.isInteger(value)) return false;
    const { min, max } = integerBounds(schema);
    return value >= min && value <= max;
  }
  if (typeof value === 'string' && types.includes('string')) {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    return !schema.pattern || new RegExp(schema.pattern).test(value);
  }
  return false;
}

function hintFor(schema: JsonSchema, hints: Hints, path: readonly string[]): unknown[] {
  const values = hints(path) ?? [];
  const out = new Set<unknown>();
  for (const v of values) {
    if (fits(schema, v)) out.add(v);
    else if (typeof v === 'number' && fits(schema, String(v))) out.add(String(v));
  }
  return [...out];
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value of another JSON type than any of `types`. */
function wrongType(types: string[]): fc.Arbitrary<unknown> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.constantFrom('', 'x', 'true', '1', 'null'),
    number: fc.constantFrom(0, 1, -1, 1.5, 1e308),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(anyJson, { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 5 }), anyJson, { maxKeys: 3 }),
  };
  const own = new Set(types.flatMap((t) => (t === 'integer' ? ['number'] : [t])));
  const others = Object.entries(all)
    .filter(([t]) => !own.has(t))
    .map(([, a]) => a);
  return fc.oneof(...others);
}

/**
 * JSON text spliced verbatim into a request body by `toJsonText`: values nested deeper than
 * JSON.stringify can walk (a few thousand levels) can only be sent as text.
 */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `RawJson(${this.text.slice(0, 40)}… ${this.text.length} chars)`;
  }
}

/** JSON nested `depth` levels deep, as arrays and objects alternately, written without recursion. */
export function deeplyNested(depth: number): RawJson {
  return new RawJson(`${'{"a":['.repeat(depth)}"leaf"${']}'.repeat(depth)}`);
}

/** JSON.stringify, with each RawJson written as its text. */
export function toJsonText(value: unknown): string | undefined {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `\u0000raw:${raws.push(v.text) - 1}` : v)) as
    string | undefined;
  return text?.replace(/"\\u0000raw:(\d+)"/g, (_, i: string) => raws[Number(i)]!);
}

// ---------------------------------------------------------------------------------------------
// Generators

/** Values that `schema` accepts, with `hints` mixed into the fields they fit. */
export function validValue(input: JsonSchema, hints: Hints = noHints, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const base = validBase(schema, hints, path);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validBase(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => validValue(s, hints, path)));

  const real = hintFor(schema, hints, path);
  const generated = validByType(schema, hints, path);
  return real.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: generated })
    : generated;
}

function validByType(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validByType({ ...schema, type }, hints, path)));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const { min, max } = integerBounds(schema);
      return integerBetween(min, max);
    }
    case 'number': {
      const { min, max } = integerBounds(schema);
      return fc.oneof(integerBetween(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return validArray(schema, hints, path);
    case 'object':
      return validObject(schema, hints, path);
    default:
      // No type: zod's unknown. Anything JSON can say.
      return anyJson;
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  if (schema.format === 'date-time') return validDateTime;
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max);
  }
  return textBetween(min, Number.isFinite(max) ? max : 2000);
}

function validArray(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.Arbitrary<unknown[]> {
  const item = validValue(schema.items ?? {}, hints, [...path, '[]']);
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? 1000;
  const usual = fc.array(item, { minLength: min, maxLength: Math.min(max, min + 5) });
  if (max <= 200 && max > min + 5) {
    return fc.oneof(
      { weight: 6, arbitrary: usual },
      { weight: 1, arbitrary: fc.array(item, { minLength: max, maxLength: max }) },
    );
  }
  return usual;
}

function validObject(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length) {
    const model = Object.fromEntries(keys.map((k) => [k, validValue(props[k]!, hints, [...path, k])]));
    return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
  }
  if (schema.additionalProperties === false) return fc.constant({});
  const value =
    typeof schema.additionalProperties === 'object' ? validValue(schema.additionalProperties, hints, [...path, '{}']) : anyJson;
  const known = (hints([...path, '{key}']) ?? []).map(String);
  const anyKey = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.nat({ max: 10_000 }).map(String));
  const key = known.length
    ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: anyKey })
    : anyKey;
  return fc.dictionary(key, value, { maxKeys: 4 });
}

/** Values that probe `schema`'s limits; most should be refused, none may cause a 5xx. */
export function hostileValue(input: JsonSchema, hints: Hints = noHints, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    return fc.oneof(...union.map((s) => hostileValue(s, hints, path)), wrongType(union.flatMap(typesOf)));
  }
  const types = typesOf(schema);
  const arbs: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: wrongType(types) },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: fc.constantFrom(...NUMBER_LIKE, ...HUGE_NUMBERS) },
    // Real ids of any kind, whatever this field expects.
    ...(() => {
      const any = hints(path) ?? [];
      return any.length ? [{ weight: 1, arbitrary: fc.constantFrom<unknown>(...any) }] : [];
    })(),
  ];
  if (schema.enum?.length) {
    const text = schema.enum.filter((e): e is string => typeof e === 'string');
    if (text.length) {
      arbs.push({
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...text),
            fc.constantFrom(
              (s: string) => s.toUpperCase(),
              (s: string) => ` ${s}`,
              (s: string) => `${s}\u200D`,
              (s: string) => s.slice(1),
            ),
          )
          .map(([s, f]) => f(s)),
      });
    }
  } else {
    for (const type of types) arbs.push(...hostileByType({ ...schema, type }, hints, path));
  }
  return fc.oneof(...arbs);
}

function hostileByType(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.WeightedArbitrary<unknown>[] {
  switch (schema.type) {
    case 'string': {
      const valid = validString(schema);
      const max = schema.maxLength;
      const out: fc.WeightedArbitrary<unknown>[] = [
        { weight: 3, arbitrary: withControl(valid) },
        { weight: 2, arbitrary: fc.constantFrom('', ' ', ...UNUSUAL_TEXT) },
        { weight: 1, arbitrary: valid.map((s) => `${s}\u{1F600}`) },
      ];
      if (max !== undefined) {
        out.push({ weight: 2, arbitrary: fc.constantFrom(...UNUSUAL_TEXT).map((u) => u.repeat(max + 1).slice(0, max + 1)) });
      }
      if (schema.format === 'date-time') out.push({ weight: 5, arbitrary: hostileDate });
      return out;
    }
    case 'integer':
    case 'number': {
      const { min, max } = integerBounds(schema);
      const edges = [min - 1, max + 1].filter((n) => Number.isFinite(n));
      return [
        { weight: 3, arbitrary: fc.constantFrom(...edges, ...HUGE_NUMBERS) },
        { weight: 2, arbitrary: fc.constantFrom(...NUMBER_LIKE) },
        // The right value as text: "12" where 12 is expected.
        { weight: 1, arbitrary: integerBetween(Math.max(min, -SAFE), Math.min(max, SAFE)).map(String) },
      ];
    }
    case 'boolean':
      return [{ weight: 2, arbitrary: fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes', '') }];
    case 'array':
      return hostileArray(schema, hints, path);
    case 'object':
      return hostileObject(schema, hints, path);
    default:
      return [];
  }
}

function hostileArray(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.WeightedArbitrary<unknown>[] {
  const items = schema.items ?? {};
  const valid = validArray(schema, hints, path);
  const item = validValue(items, hints, [...path, '[]']);
  const badItem = hostileValue(items, hints, [...path, '[]']);
  const out: fc.WeightedArbitrary<unknown>[] = [
    // A valid array with one hostile item: reaches the item rules.
    {
      weight: 4,
      arbitrary: fc.tuple(valid, badItem, fc.nat()).map(([arr, bad, at]) => {
        const copy = [...arr];
        copy[arr.length ? at % arr.length : 0] = bad;
        return copy;
      }),
    },
    // One item repeated: duplicates that a unique key will refuse.
    { weight: 2, arbitrary: fc.tuple(item, fc.integer({ min: 2, max: 5 })).map(([v, n]) => Array.from({ length: n }, () => v)) },
    // Far too many items.
    {
      weight: 1,
      arbitrary: fc.tuple(item, fc.constantFrom(10_000, 100_000)).map(([v, n]) => Array.from({ length: n }, () => v)),
    },
  ];
  if (schema.maxItems !== undefined) {
    const over = schema.maxItems + 1;
    out.push({ weight: 2, arbitrary: fc.array(item, { minLength: over, maxLength: over }) });
  }
  if (schema.minItems) out.push({ weight: 2, arbitrary: fc.constant([]) });
  return out;
}

function hostileObject(schema: JsonSchema, hints: Hints, path: readonly string[]): fc.WeightedArbitrary<unknown>[] {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const valid = validObject(schema, hints, path);
  const out: fc.WeightedArbitrary<unknown>[] = [
    // Keys a JSON parser must not turn into prototypes.
    {
      weight: 1,
      arbitrary: valid.chain((o) =>
        fc.constantFrom(
          JSON.parse(`{"__proto__": {"isStaff": true}, "x": 1}`) as unknown,
          { ...o, constructor: { prototype: { isStaff: true } } },
          { ...o, ...(JSON.parse(`{"__proto__": {"role": "staff"}}`) as object) },
        ),
      ),
    },
    // An unknown key, with text the guard must refuse in the key itself.
    { weight: 1, arbitrary: valid.map((o) => ({ ...o, 'extra\u0000key': 1 })) },
    { weight: 1, arbitrary: valid.map((o) => ({ ...o, unexpected_field: 'x' })) },
  ];
  for (const k of keys) {
    // The valid object with one field made hostile, for each field: nested rules get reached.
    out.push({
      weight: 3,
      arbitrary: fc.tuple(valid, hostileValue(props[k]!, hints, [...path, k])).map(([o, bad]) => ({ ...o, [k]: bad })),
    });
  }
  for (const k of schema.required ?? []) {
    out.push({
      weight: 1,
      arbitrary: valid.map((o) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k))),
    });
  }
  if (!keys.length && schema.additionalProperties !== false) {
    // A free-form object: deep, wide or big, as far as JSON and the body limit allow. Nothing else
    // bounds such a field's shape, so these are most of its hostile values.
    out.push({
      weight: 8,
      arbitrary: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(5, 50, 500, 5_000, 100_000).map((depth) => ({ nested: deeplyNested(depth) })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(1000, 20_000)
            .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
        },
        { weight: 1, arbitrary: huge.map((s) => ({ text: s })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom({ n: 1e308 }, { n: -1e308 }, { s: '\uD800' }, { '': '' }, { 'key\u{1F600}': [] }),
        },
      ),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Variations of a known-good value

interface Point {
  /** Where the leaf or branch sits in the value. */
  at: (string | number)[];
  schema: JsonSchema;
  /** Its path for `hints`. */
  path: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every place in `value` (walked alongside `schema`) that a variation may replace, absent optional fields included. */
function pointsOf(value: unknown, input: JsonSchema, at: (string | number)[], path: string[], out: Point[]) {
  const schema = merged(input);
  out.push({ at, schema, path });
  if (Array.isArray(value) && schema.items) {
    value.slice(0, 3).forEach((item, i) => pointsOf(item, schema.items!, [...at, i], [...path, '[]'], out));
  } else if (isRecord(value)) {
    for (const [k, sub] of Object.entries(schema.properties ?? {})) {
      if (k in value) pointsOf(value[k], sub, [...at, k], [...path, k], out);
      else out.push({ at: [...at, k], schema: sub, path: [...path, k] });
    }
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      for (const k of Object.keys(value).slice(0, 3))
        pointsOf(value[k], schema.additionalProperties, [...at, k], [...path, '{}'], out);
    }
  }
}

function setIn(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (!at.length) return replacement;
  const [k, ...rest] = at;
  if (Array.isArray(value) && typeof k === 'number') {
    const copy = [...(value as unknown[])];
    copy[k] = setIn(copy[k], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(isRecord(value) ? value : {}) };
  copy[String(k)] = setIn(copy[String(k)], rest, replacement);
  return copy;
}

/**
 * A known-good value, and that value with one field anywhere inside it replaced by a valid or a
 * hostile value of the field's schema. Parts of a request that must agree with each other (a quiz
 * submit names the questions of one level) are seldom met by chance; starting from a real request
 * lets the generated one reach the handler's deeper rules, one changed field at a time.
 */
export function variationsOf(example: unknown, schema: JsonSchema, hints: Hints = noHints): fc.Arbitrary<unknown> {
  const points: Point[] = [];
  pointsOf(example, schema, [], [], points);
  const varied = fc
    .constantFrom(...points)
    .chain((p) =>
      fc
        .oneof(
          { weight: 3, arbitrary: validValue(p.schema, hints, p.path) },
          { weight: 2, arbitrary: hostileValue(p.schema, hints, p.path) },
        )
        .map((v) => setIn(example, p.at, v)),
    );
  return fc.oneof({ weight: 1, arbitrary: fc.constant(example) }, { weight: 5, arbitrary: varied });
}
