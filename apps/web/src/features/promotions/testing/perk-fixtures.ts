import type { RouteData } from '@perks/contract';

/** A visitor's view of one business's perks: one titled perk and no terms (not a member). */
export function visitorPerks(businessId: string): RouteData<'GET /businesses/{id}/promotions'> {
  return {
    member: false,
    perks: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        title: 'Half-price oysters',
        business: {
          id: businessId,
          name: 'Salt Pier Kitchen',
          business_type: 'restaurant',
          address: null,
          latitude: null,
          longitude: null,
        },
        details: null,
      },
    ],
  };
}
