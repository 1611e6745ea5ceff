import type { TAdminBusiness } from './admin-businesses.schema.ts';

/** A business as the admin API answers it, for tests of the screens that show one. */
export function sampleAdminBusiness(overrides: Partial<TAdminBusiness> = {}): TAdminBusiness {
  return {
    id: '6b1d2c3e-4f50-4a61-8b72-9c8d7e6f5a41',
    name: 'Salt Pier Kitchen',
    business_type: 'restaurant',
    description: 'Seafood on the working waterfront.',
    status: 'active',
    is_active: true,
    address: '12 Fore St, Portland, ME 04101',
    city: 'portland',
    industry: 'food-beverage',
    phone: '+12075550100',
    email: 'hello@saltpier.example',
    website_url: 'https://saltpier.example',
    instagram_url: null,
    tiktok_url: null,
    facebook_url: null,
    logo_url: null,
    hero_image_url: null,
    primary_color: '#0A84FF',
    max_visits_per_day: null,
    time_between_visits_minutes: null,
    latitude: null,
    longitude: null,
    employee_count: 24,
    active_job_count: 2,
    owner_id: null,
    owner: null,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
