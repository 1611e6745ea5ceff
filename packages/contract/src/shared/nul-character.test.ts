import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-character.ts';

describe('findNulCharacter', () => {
  it('names the first field whose text holds U+0000, however deep', () => {
    expect(findNulCharacter({ title: 'ok', schedule_data: [{ day: 'Mon' }, { day: 'T\u0000ue' }] })).toBe(
      'schedule_data.1.day',
    );
    expect(findNulCharacter({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findNulCharacter('a\u0000')).toBe('');
  });

  it('finds nothing in clean values of any kind', () => {
    expect(findNulCharacter({ a: 'x', b: 1, c: null, d: [true, 'y'], e: { f: '' } })).toBeUndefined();
    expect(findNulCharacter(undefined)).toBeUndefined();
  });
});
