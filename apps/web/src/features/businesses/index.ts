// The businesses feature's public surface for other features: the person's own businesses (and the
// picker of the one a manager's screen works on), and the business page's route loader.

export { businessLoader } from './api/business-loaders';
export { useUserBusinesses } from './api/list-user-businesses';
export { ManagedBusinessScope } from './components/managed-business-scope';
export { managedBusinesses, managesAnyBusiness } from './lib/managed-businesses';
