// The businesses feature's public surface for other features: the person's own businesses (and the
// picker of the one a manager's screen works on), the create form and the image upload field (the
// owner's setup flow and the admin form reuse them), the business page's route loader, and the
// directory's and business page's fetchers the API Test Center probes with.

export { businessLoader } from './api/business-loaders';
export { fetchBusiness, useBusiness } from './api/get-business';
export { fetchBusinesses } from './api/list-businesses';
export { useUserBusinesses } from './api/list-user-businesses';
export { BusinessImageField } from './components/business-image-field';
export { CreateBusinessForm } from './components/create-business-form';
export { ManagedBusinessScope } from './components/managed-business-scope';
export { managedBusinesses, managesAnyBusiness, runsPartnerVenue } from './lib/managed-businesses';
