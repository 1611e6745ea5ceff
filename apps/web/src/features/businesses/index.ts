// The businesses feature's public surface for other features: the person's own businesses.
export { managedBusinesses, managesAnyBusiness, useUserBusinesses } from './api/user-businesses';
