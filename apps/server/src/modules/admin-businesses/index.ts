// The admin-businesses module's public surface for other modules: adding a business as an admin
// and making a person its owner or manager, each inside the caller's transaction when given one.
export { createBusinessAsAdmin } from './admin-businesses.service.ts';
export { addBusinessMember } from './business-members.service.ts';
