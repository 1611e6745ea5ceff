// Fixtures other features' tests use for a business's page and the person's own business.
export { BUSINESS_ID, businessDetail, ownBusiness } from './business-fixtures';
