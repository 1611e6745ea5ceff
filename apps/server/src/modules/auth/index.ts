// The auth module's public surface: access-token checks and messages for the auth plugin, phone
// parsing and ending sign-ins for the admin screens, the session service and refresh cookie name
// for the shared test kit, and a sign-in with its cookie for the browser tests' server
// (e2e/support/server-with-sessions.ts); texts sent in the last hour for the operations figures.
export { AccessTokens } from './access-token.ts';
export { AUTH_MESSAGES } from './auth-messages.ts';
export { codeCheck } from './code-check.ts';
export { needsStepUp } from './passkeys.service.ts';
export { requireE164, toE164 } from './phone.ts';
export { REFRESH_COOKIE, refreshCookie } from './refresh-cookie.ts';
export { revokeUserFamilies } from './refresh-sessions.repository.ts';
export { SessionService } from './sessions.service.ts';
export { SignIns } from './sign-in.ts';
export { createSmsProvider, type SmsProvider } from './sms/sms-provider.ts';
export { assertTextable, placesOf, smsDestinationProblem } from './sms-destination.ts';
export { releaseSlot, smsSentInLastHour, type TakenSlot, takeOutboxSlot } from './sms-hourly-cap.ts';
