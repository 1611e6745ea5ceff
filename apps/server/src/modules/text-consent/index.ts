// The text-consent module's public surface: the opt-ins other features record (decision 085).
export { recordOptIn } from './text-consent.repository.ts';
