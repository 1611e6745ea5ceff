import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, requiredText } from './text.ts';

describe('optionalText', () => {
  const schema = z.object({ note: optionalText(5, 'Too long') });

  it.each([[''], ['   '], [null], [undefined]])('treats %j as absent', (note) => {
    expect(schema.parse({ note }).note).toBeUndefined();
  });

  it('trims a value before checking its length', () => {
    expect(schema.parse({ note: '  hello  ' }).note).toBe('hello');
  });

  it('rejects a value over the limit', () => {
    expect(schema.safeParse({ note: 'too long' }).error?.issues[0]?.message).toBe('Too long');
  });
});

describe('requiredText', () => {
  const schema = z.object({ name: requiredText(5, 'Name is required', 'Too long') });

  it.each([[''], ['   '], [undefined]])('reports %j as missing', (name) => {
    expect(schema.safeParse({ name }).error?.issues[0]?.message).toBe('Name is required');
  });

  it('trims the value', () => {
    expect(schema.parse({ name: ' Ada ' }).name).toBe('Ada');
  });

  it('rejects a value over the limit', () => {
    expect(schema.safeParse({ name: 'Adelaide' }).error?.issues[0]?.message).toBe('Too long');
  });
});
