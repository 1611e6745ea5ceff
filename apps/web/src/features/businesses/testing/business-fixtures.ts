import type { TBusinessDetail, TUserBusiness } from '@perks/contract';

export const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

/** A business as GET /businesses/{id} answers it, live, with nothing from its jobs yet. */
export function businessDetail(overrides: Partial<TBusinessDetail> = {}): TBusinessDetail {
  return {
    id: BUSINESS_ID,
    name: 'Salt Pier Kitchen',
    description: 'Oysters on the wharf.',
    business_type: 'restaurant',
    status: 'active',
    is_active: true,
    address: '1 Commercial St, Portland, ME',
    phone: null,
    email: null,
    latitude: null,
    longitude: null,
    logo_url: null,
    hero_image_url: null,
    primary_color: null,
    website_url: null,
    instagram_url: null,
    tiktok_url: null,
    facebook_url: null,
    booking_url: null,
    menu_url: null,
    opening_hours: null,
    culture: {},
    employee_count: null,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    signals: {
      live_job_count: 0,
      tipped_job_count: 0,
      pooled_tip_job_count: 0,
      individual_tip_job_count: 0,
      average_base_hourly_pay: null,
      average_tips_hourly: null,
      average_weekly_hours: null,
    },
    ...overrides,
  };
}

/** The signed-in person's own business as GET /user/businesses lists it: live, they own it. */
export function ownBusiness(business: Partial<TUserBusiness['business']> = {}): TUserBusiness {
  return {
    business: {
      id: BUSINESS_ID,
      name: 'Salt Pier Kitchen',
      business_type: 'restaurant',
      is_active: true,
      address: null,
      ...business,
    },
    role: 'owner',
    join_order: 0,
  };
}
