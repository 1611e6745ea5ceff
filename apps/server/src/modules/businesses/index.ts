// The businesses module's public surface for other modules: one business as its page shows it.
export { findBusinessDetail } from './business-detail.repository.ts';
