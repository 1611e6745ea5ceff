/**
 * Input no field may hold, refused in every body, query and path parameter with a 400 naming the
 * field (docs/product.md, "Input rules"; decision 022):
 * - U+0000: nobody types it, PostgreSQL text cannot store it, and it is a classic way to cut
 *   strings short in other systems;
 * - half of a UTF-16 surrogate pair (`"\ud800"` in JSON): it is not text, PostgreSQL's jsonb refuses
 *   it and a text column would silently store U+FFFD instead;
 * - nesting deeper than `INPUT_LIMITS.maxNesting`: no form comes near it, and each level costs
 *   stack in whatever walks the value next (the validator, the database's JSON parser).
 */
export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character';
export const LONE_SURROGATE_MESSAGE = 'must not contain an unpaired surrogate (broken UTF-16 text)';

export const INPUT_LIMITS = {
  /** Arrays and objects inside one another, the outermost counted as 1. */
  maxNesting: 64,
} as const;

export type InputProblemKind = 'nul' | 'lone_surrogate' | 'too_deep';

export interface InputProblem {
  /**
   * The dotted path of the text or key (`''` for the value itself). For nesting, the top-level
   * field that nests too deeply (`''` when the value is an array or too deep as a whole).
   */
  field: string;
  problem: InputProblemKind;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): InputProblemKind | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return undefined;
}

interface Pending {
  value: unknown;
  /** The key this value sits under in its parent; the path is built only for a problem. */
  key: string;
  parent: Pending | undefined;
  depth: number;
  /** The body's top-level field this value sits in ('' at the top or under an array root). */
  top: string;
}

function pathOf(item: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | undefined = item; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first problem in the value, in the order its fields were sent, or undefined. Walks with a
 * stack of its own rather than recursion, so no nesting can overflow the call stack.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const rootIsObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const pending: Pending[] = [{ value, key: '', parent: undefined, depth: 0, top: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: pathOf(next), problem };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > INPUT_LIMITS.maxNesting) return { field: next.top, problem: 'too_deep' };
    const isArray = Array.isArray(current);
    const keys = Object.keys(current);
    // Last in, first out: pushed from the last field back, the first field is looked at first,
    // and an object's key (text too, named by its own path) before its value.
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      const top = depth === 0 && rootIsObject ? key : next.top;
      const inner = (current as Record<string, unknown>)[key];
      pending.push({ value: inner, key, parent: next, depth: depth + 1, top });
      if (!isArray) pending.push({ value: key, key, parent: next, depth: depth + 1, top });
    }
  }
  return undefined;
}

/** The message of a problem, with its field in front when there is one. */
export function inputProblemMessage({ field, problem }: InputProblem): string {
  if (problem === 'too_deep') {
    const limit = `nested too deeply (at most ${INPUT_LIMITS.maxNesting} levels)`;
    return field ? `${field}: is ${limit}` : `The request is ${limit}`;
  }
  const message = problem === 'nul' ? NUL_CHARACTER_MESSAGE : LONE_SURROGATE_MESSAGE;
  return field ? `${field}: ${message}` : message;
}
