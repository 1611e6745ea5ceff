/**
 * Who the service is, for words written outside the web app (texts, the HELP reply): its name and
 * the address that answers people. The web's `SITE` (apps/web/src/lib/site.ts) reads the same.
 */
export const SERVICE_CONTACT = { name: 'Industry Perks', email: 'hello@industryperks.com' } as const;

/**
 * The answer to a HELP or INFO reply (US A2P rules, the CTIA handbook; decision 084): the
 * service's name, what it texts, the costs line, how to stop, and where to get support. Written in
 * the person's language (their account's setting, else English) from the contract's catalogs.
 */
export const SMS_HELP_REPLY =
  '{name}: sign-in codes, application updates, job alerts and business notices you asked for. Msg & data rates may apply. Reply STOP to stop, START to restart. Help: {email} or {supportUrl}';
