import { describe, expect, it } from 'vitest';
import { findInputProblem, INPUT_LIMITS, inputProblemMessage } from './nul-character.ts';

describe('findInputProblem', () => {
  it('names the first field whose text holds U+0000, however deep', () => {
    expect(findInputProblem({ title: 'ok', schedule_data: [{ day: 'Mon' }, { day: 'T\u0000ue' }] })).toEqual({
      field: 'schedule_data.1.day',
      problem: 'nul',
    });
    expect(findInputProblem({ 'bad\u0000key': 1 })).toEqual({ field: 'bad\u0000key', problem: 'nul' });
    expect(findInputProblem('a\u0000')).toEqual({ field: '', problem: 'nul' });
  });

  it('names a text or key holding half of a surrogate pair, and lets whole pairs through', () => {
    expect(findInputProblem({ user_context: { scenario: 'caf\ud800' } })).toEqual({
      field: 'user_context.scenario',
      problem: 'lone_surrogate',
    });
    expect(findInputProblem({ theme: { name: '\udc00 Pier' } })).toEqual({
      field: 'theme.name',
      problem: 'lone_surrogate',
    });
    expect(findInputProblem({ 'a\udfffb': 'x' })).toEqual({ field: 'a\udfffb', problem: 'lone_surrogate' });
    expect(findInputProblem(['\ud83c\udf0a', 'ok', { wave: '\u{1F30A}' }])).toBeUndefined();
    expect(findInputProblem({ reversed: '\udf0a\ud83c' })?.problem).toBe('lone_surrogate');
  });

  it('finds the first problem in the order the fields were sent', () => {
    expect(findInputProblem({ a: ['fine', 'x\ud800'], b: 'y\u0000' })).toEqual({
      field: 'a.1',
      problem: 'lone_surrogate',
    });
  });

  it(`refuses nesting deeper than ${INPUT_LIMITS.maxNesting} levels without recursing, naming the top field`, () => {
    let deep: unknown = [];
    for (let level = 1; level < 200_000; level += 1) deep = [deep];
    expect(findInputProblem(deep)).toEqual({ field: '', problem: 'too_deep' });
    expect(findInputProblem({ business: deep })).toEqual({ field: 'business', problem: 'too_deep' });

    let allowed: unknown = 'leaf';
    for (let level = 0; level < INPUT_LIMITS.maxNesting; level += 1) allowed = { a: allowed };
    expect(findInputProblem(allowed)).toBeUndefined();
    expect(findInputProblem({ a: allowed })?.problem).toBe('too_deep');
  });

  it('finds nothing in clean values of any kind', () => {
    expect(findInputProblem({ a: 'x', b: 1, c: null, d: [true, 'y'], e: { f: '' } })).toBeUndefined();
    expect(findInputProblem(undefined)).toBeUndefined();
  });

  it('words each problem, with the field in front when there is one', () => {
    expect(inputProblemMessage({ field: 'title', problem: 'nul' })).toBe(
      'title: must not contain a NUL character',
    );
    expect(inputProblemMessage({ field: 'user_context.scenario', problem: 'lone_surrogate' })).toBe(
      'user_context.scenario: must not contain an unpaired surrogate (broken UTF-16 text)',
    );
    expect(inputProblemMessage({ field: '', problem: 'too_deep' })).toBe(
      'The request is nested too deeply (at most 64 levels)',
    );
    expect(inputProblemMessage({ field: 'business', problem: 'too_deep' })).toBe(
      'business: is nested too deeply (at most 64 levels)',
    );
  });
});
