import { describe, expect, it } from 'vitest';
import { doubtfulBusinessFields } from './doubtful-fields.ts';

describe('fields the owner should confirm', () => {
  it('leaves a clean name, a whole address and a US phone alone', () => {
    expect(
      doubtfulBusinessFields({
        name: 'Sol Cantina',
        address: '40 Wharf St, Portland ME 04101',
        phone: '+12075550150',
      }),
    ).toEqual([]);
  });

  it.each([
    [{ name: 'We are Sol Cantina' }, ['name']],
    [{ name: 'Oxbow Blending Room at' }, ['name']],
    [{ name: 'a small mexican bar and kitchen with twelve staff' }, ['name']],
    [{ address: '40 Wharf' }, ['address']],
    [{ address: '78 Middle Street' }, ['address']],
    [{ address: 'Commercial St, Portland' }, ['address']],
    [{ phone: 'call me later' }, ['phone']],
  ])('marks %j', (data, fields) => {
    expect(doubtfulBusinessFields(data)).toEqual(fields);
  });
});
