// The billing feature's public surface: the admin's billing panel (for the 'Analytics & Billing'
// tab) and the staff list's notice when the list is closed for non-payment. /billing is loaded by
// the router.
export { AdminBillingPanel } from './components/admin-billing-panel';
export { StaffListBillingNotice } from './components/staff-list-billing-notice';
