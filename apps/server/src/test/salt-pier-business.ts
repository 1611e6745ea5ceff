/**
 * What the onboarding chat must extract from The Salt Pier's owner answering with the business
 * quick replies (the contract's QUICK_REPLIES): the API test and the rules provider's test read
 * the same conversation.
 */
export const SALT_PIER_BUSINESS = {
  name: 'The Salt Pier',
  address: '58 Commercial Street, Portland, ME 04101',
  phone: '+12075550142',
  category: 'restaurant',
  description:
    'We are a waterfront seafood restaurant with 25 staff, hiring servers and line cooks. Hours: Tuesday to Sunday, 11am to 10pm',
};
