import type { AiConversationType } from './ai.schema.ts';

export interface QuickReply {
  label: string;
  message: string;
}

/**
 * The chat's quick reply buttons (spec: address, phone, hours, details): sample answers a tester
 * sends in one click. The built-in assistant recognises the address, phone and hours by their look
 * whichever question is open, so they may be sent in any order.
 */
export const QUICK_REPLIES: Record<AiConversationType, QuickReply[]> = {
  business_onboarding: [
    { label: 'Address', message: 'Our address is 58 Commercial Street, Portland, ME 04101' },
    { label: 'Phone', message: 'You can reach us at (207) 555-0142' },
    { label: 'Hours', message: "We're open Tuesday to Sunday, 11am to 10pm" },
    {
      label: 'Details',
      message: 'We are a waterfront seafood restaurant with 25 staff, hiring servers and line cooks.',
    },
  ],
  employee_onboarding: [
    { label: 'Name', message: 'Jordan Rivera' },
    { label: 'Role', message: "I'm looking for a bartender position" },
    { label: 'Experience', message: '4 years behind the bar at two restaurants on Fore Street' },
  ],
};
