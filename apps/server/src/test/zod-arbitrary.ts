import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries for the input side of a Zod 4 schema, for the route fuzz test. The
 * registry's zod-fast-check supports only Zod 3 (docs/decisions/016-route-table.md), so this walks
 * the schema definition for the kinds the contract uses and fails loudly on any other kind.
 * Values follow the schema's shape and simple checks (lengths, ranges, patterns, enums); cross-
 * field refinements are not modelled, so some generated values are still refused — which the
 * fuzz test is equally happy to send.
 */

// biome-ignore lint/suspicious/noExplicitAny: walks zod's internal definition objects.
type Def = any;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptionalKey = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const STRING_CAP = 40;

function checksOf(def: Def): Def[] {
  return (def.checks ?? []).map((check: { _zod: { def: Def } }) => check._zod.def);
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let minLength = 0;
  let maxLength = STRING_CAP;
  let pattern: RegExp | undefined = def.pattern;
  for (const check of checks) {
    if (check.check === 'min_length') minLength = Math.max(minLength, check.minimum);
    if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum);
    if (check.check === 'length_equals') minLength = maxLength = check.length;
    if (check.check === 'string_format' && check.pattern) pattern = check.pattern;
  }
  if (def.format === 'datetime') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (pattern) return fc.stringMatching(pattern, { size: 'small' });
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, check.value + (check.inclusive ? 0 : 1e-6));
    if (check.check === 'less_than') max = Math.min(max, check.value - (check.inclusive ? 0 : 1e-6));
    if (check.check === 'number_format' && /int/.test(check.format)) integer = true;
  }
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryFor(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryFor(def.innerType);
    case 'pipe':
      // The input side: a transform's output is never sent by a client.
      return defOf(def.in).type === 'transform' ? fc.jsonValue() : arbitraryFor(def.in);
    case 'array':
      return fc.array(arbitraryFor(def.element), { maxLength: 4 });
    case 'union':
      return fc.oneof(...def.options.map((option: z.ZodType) => arbitraryFor(option)));
    case 'intersection':
      return fc
        .tuple(arbitraryFor(def.left), arbitraryFor(def.right))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryFor(def.valueType), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value)]),
      );
      const requiredKeys = Object.keys(shape).filter((key) => !isOptionalKey(shape[key]!));
      return fc.record(model, { requiredKeys });
    }
    default:
      throw new Error(`arbitraryFor: no generator for zod type '${def.type}'`);
  }
}

/** Values a client might send by mistake or malice: wrong types, NUL bytes, huge or odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('\u0000'),
  fc.string({ minLength: 1, maxLength: 8 }).map((text) => `${text}\u0000${text}`),
  fc.constant('x'.repeat(10_000)),
  fc.constant("' OR 1=1 --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('\ud800'),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A schema-shaped value with one field (or the whole value) replaced by something hostile. */
export function mutatedArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.tuple(arbitraryFor(schema), hostileValue, fc.nat()).map(([value, hostile, pick]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
    const keys = Object.keys(value);
    const key = keys.length > 0 && pick % 5 !== 0 ? keys[pick % keys.length]! : `unexpected_${pick % 7}`;
    return { ...(value as object), [key]: hostile };
  });
}

/**
 * The value with a NUL byte inside one of the strings it holds (the `pick`-th, wrapping round):
 * text the database cannot store, in a request that is otherwise well formed.
 */
export function withNulByte(value: unknown, pick: number): unknown {
  let seen = 0;
  let total = 0;
  const count = (inner: unknown): void => {
    if (typeof inner === 'string') total += 1;
    else if (inner !== null && typeof inner === 'object') Object.values(inner).forEach(count);
  };
  count(value);
  const target = total > 0 ? pick % total : -1;
  const poison = (inner: unknown): unknown => {
    if (typeof inner === 'string') {
      return seen++ === target ? `${inner.slice(0, 1)}\u0000${inner.slice(1)}` : inner;
    }
    if (Array.isArray(inner)) return inner.map(poison);
    if (inner !== null && typeof inner === 'object') {
      return Object.fromEntries(Object.entries(inner).map(([key, nested]) => [key, poison(nested)]));
    }
    return inner;
  };
  return poison(value);
}
