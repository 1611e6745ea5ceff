import { z } from 'zod';
import { ZIsoDateTime } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { CONSENT_SCREENS, TEXT_CONSENT_MESSAGES, TEXT_KINDS } from './text-consent-words.ts';

/** One consent as recorded: when, how (which screen, which words and their version), from where. */
export const ZTextConsent = z.object({
  granted: z.boolean(),
  at: ZIsoDateTime,
  screen: z.enum(CONSENT_SCREENS),
  words: z.string(),
  words_version: z.string(),
  /** The network address the request came from. */
  ip: z.string().nullable(),
});
export type TTextConsent = z.infer<typeof ZTextConsent>;

/** GET /user/text-consents: each kind, whether it is on now, and its latest consent record. */
export const ZTextKindSetting = z.object({
  kind: z.enum(TEXT_KINDS),
  /** Off after a STOP or a switch turned off, for this kind or for every kind (STOPALL). */
  enabled: z.boolean(),
  switchable: z.boolean(),
  consent: ZTextConsent.nullable(),
});
export type TTextKindSetting = z.infer<typeof ZTextKindSetting>;
export const ZTextConsentList = z.object({ kinds: z.array(ZTextKindSetting) });
export type TTextConsentList = z.infer<typeof ZTextConsentList>;

export const ZTextKindParams = z.object({
  kind: z.enum(TEXT_KINDS, { error: TEXT_CONSENT_MESSAGES.unknownKind }),
});
export const ZTextKindSwitch = z.strictObject(
  { enabled: z.boolean({ error: 'enabled must be true or false' }) },
  UNKNOWN_FIELDS,
);
export type TTextKindSwitch = z.infer<typeof ZTextKindSwitch>;
