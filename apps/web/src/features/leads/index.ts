// The leads feature's public surface: the sign-up form the landing page embeds.
export { LeadForm } from './components/lead-form';
