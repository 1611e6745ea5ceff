// The text-consent module's public surface (decision 085): the consent record every opt-in writes
// and the settings' text switches read. It imports no other module, so sign-in and the text
// outbox can both use it.
export {
  type ConsentEvent,
  latestConsents,
  recordConsent,
  recordOptIn,
} from './text-consent.repository.ts';
