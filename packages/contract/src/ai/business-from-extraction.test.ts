import { describe, expect, it } from 'vitest';
import { ZCreateBusinessRequest } from '../businesses/business-create.ts';
import { businessFromExtraction } from './business-from-extraction.ts';

// What the rules provider extracts from a whole business conversation.
const extracted = {
  name: 'The Salt Pier',
  address: '58 Commercial Street, Portland, ME 04101',
  phone: '+12075550142',
  category: 'bar',
  description: 'Oysters and cocktails on the wharf. Hours: 11am to 11pm daily',
};

describe('businessFromExtraction', () => {
  it('turns a valid owner-form extraction into the admin create body, the category as business_type', () => {
    expect(ZCreateBusinessRequest.safeParse(extracted).success).toBe(true);
    expect(businessFromExtraction(extracted)).toEqual({
      ok: true,
      body: {
        name: 'The Salt Pier',
        address: '58 Commercial Street, Portland, ME 04101',
        phone: '+12075550142',
        business_type: 'bar',
        description: 'Oysters and cocktails on the wharf. Hours: 11am to 11pm daily',
        status: 'active',
        primary_color: '#0A84FF',
      },
    });
  });

  it('leaves the type to the admin default when the extraction names none', () => {
    const { category: _category, ...withoutCategory } = extracted;
    const result = businessFromExtraction(withoutCategory);
    expect(result.ok && result.body.business_type).toBe('restaurant');
  });

  it('names each field the admin schema refuses', () => {
    expect(businessFromExtraction({ ...extracted, name: '', category: 'spaceport' })).toEqual({
      ok: false,
      errors: ['name: Business name is required', expect.stringMatching(/^business_type: /)],
    });
  });

  it('refuses a field the admin form does not have rather than dropping it', () => {
    const result = businessFromExtraction({ ...extracted, hours: '11-11' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join()).toMatch(/hours/);
  });
});
