import {
  SWITCHABLE_TEXT_KINDS,
  TEXT_CONSENT_CHANGES_PER_HOUR,
  TEXT_CONSENT_MESSAGES,
  TEXT_KINDS,
  type TextKind,
  type TTextConsentList,
  type TTextKindSetting,
} from '@perks/contract';
import type { Db, Executor } from '../../db/client.ts';
import { hourlyAccountBudget, withAccountBudget } from '../../db/request-budget.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { type ConsentEvent, latestConsents, recordConsent } from '../text-consent/index.ts';
import { EVERY_CATEGORY, optInCategory, optOut, optOutsOf } from './text-outbox.repository.ts';

const CHANGES = hourlyAccountBudget(
  'text-consent',
  'text_consent_change',
  TEXT_CONSENT_CHANGES_PER_HOUR,
  (wait) => rateLimited(TEXT_CONSENT_MESSAGES.tooMany, wait, 'text_consent_changes'),
);

const isSwitchable = (kind: TextKind) => (SWITCHABLE_TEXT_KINDS as readonly string[]).includes(kind);

/** Each kind of text for the phone: on or off (the opt-outs STOP and the switches write), and its consent. */
export async function textSettings(db: Executor, phone: string): Promise<TTextConsentList> {
  const [stopped, consents] = await Promise.all([optOutsOf(db, phone), latestConsents(db, phone)]);
  const all = stopped.includes(EVERY_CATEGORY);
  return {
    kinds: TEXT_KINDS.map((kind) => ({
      kind,
      // Sign-in codes go when asked for; a STOP does not hold them back (the person asked).
      enabled: isSwitchable(kind) ? !all && !stopped.includes(kind) : true,
      switchable: isSwitchable(kind),
      consent: consents.get(kind) ?? null,
    })),
  };
}

/**
 * Turns one kind on or off for the person's phone (decision 085): off is an opt-out of that kind,
 * the same as a STOP answering a text of it; on lifts it (under a STOPALL the other kinds stay
 * off). Recorded as a consent from the settings screen, with the address; 60 changes an hour.
 */
export async function switchTextKind(
  db: Db,
  user: { id: string; phone: string },
  kind: TextKind,
  enabled: boolean,
  context: Pick<ConsentEvent, 'locale' | 'ip'>,
): Promise<TTextKindSetting> {
  if (!isSwitchable(kind))
    throw new AppError('VALIDATION_ERROR', TEXT_CONSENT_MESSAGES.notSwitchable, { field: 'kind' });
  await withAccountBudget(db, CHANGES, user.id, async (tx) => {
    if (enabled) await optInCategory(tx, user.phone, kind, SWITCHABLE_TEXT_KINDS);
    else await optOut(tx, user.phone, kind);
    await recordConsent(tx, { phone: user.phone, kind, granted: enabled, screen: 'settings', ...context });
  });
  const { kinds } = await textSettings(db, user.phone);
  return kinds.find((setting) => setting.kind === kind)!;
}
