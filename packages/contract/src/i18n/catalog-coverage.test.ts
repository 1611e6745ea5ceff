import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import en from './messages/en.json' with { type: 'json' };
import { type MessageValues, translatorFor } from './translate.ts';

/**
 * Every word the contract writes for people is in the English catalog (messages/en.json), so
 * each language can translate it: the exported messages and labels, the words its functions
 * build, and the messages its schemas give for bad input. A message missing here reaches a
 * reader in English only.
 */
const english: Record<string, string> = en;
const keys = new Set(Object.keys(english));
const translate = translatorFor(
  // A catalog whose "translation" marks the text, to tell translated text from text left as is.
  Object.fromEntries(Object.keys(english).map((key) => [key, `⟦${key}⟧`])),
);
/** Whether `text` reaches the reader translated: a catalog key, or a key's template filled in. */
const translatable = (text: string) => keys.has(text) || translate(text) !== text;

/** Exports of words that are not for people, or that people write themselves. */
const EXEMPT_EXPORTS = new Set([
  'API_ROUTES', // the API's own documentation, for developers
  'APPLICATIONS_ROUTES',
  'BILLING_ROUTES',
  'THEME_PRESETS', // theme names and descriptions an administrator picks from, not translated
  'DEFAULT_THEME',
  'AI_LIMITS',
  'AUTH_LIMITS',
  'APP_PATHS',
]);
/** Object keys whose values are identifiers, not words. */
const IDENTIFIER_KEYS = new Set(['value', 'code', 'sort_by', 'sort_order', 'id', 'status', 'kind', 'needed']);
/** Exported string constants that are words for people (the rest are identifiers and settings). */
const WORD_CONSTANT =
  /(_MESSAGE|_TOO_MANY|_NOT_FOUND|_INVALID|_OFF|_EXHAUSTED|_MISSING|_TOO_LONG|_STOP|_LABEL|_FULL|_REVIEW|_INCOMPLETE|_SHORT|_CLOSED|_FAILED|_FALLBACK_\w+|NO_LONGER_ACCEPTING|GET_ALERTS_FOR_SEARCH|DEFAULT_START_AVAILABILITY)$/;
/** Exported objects (beyond *_MESSAGES, *_LABELS, *_TOASTS) that hold words for people. */
const WORD_OBJECTS = new Set([
  'CLIENT_ERRORS',
  'QUICK_REPLIES',
  'COMPANY_SIZE_FILTERS',
  'JOB_SORT_OPTIONS',
  'DEFAULT_JOB_SORT',
  'START_AVAILABILITY',
  'USER_FORM_CHECKLIST',
  'ROLE_DISPLAY_NAMES',
  'THEME_TEXT_PAIRS',
  'JOB_FORM_TOASTS',
  'WORK_EXPERIENCE_TOASTS',
  'SCREENING_TEMPLATES',
]);

function wordsIn(value: unknown, into: string[], key = ''): void {
  if (typeof value === 'string') {
    if (!IDENTIFIER_KEYS.has(key)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) wordsIn(item, into, key);
  } else if (value && typeof value === 'object' && !('_zod' in value)) {
    for (const [name, item] of Object.entries(value)) wordsIn(item, into, name);
  }
}

describe('the contract catalog (messages/en.json)', () => {
  it('holds every exported message and label', () => {
    const words: string[] = [];
    for (const [name, value] of Object.entries(contract)) {
      if (EXEMPT_EXPORTS.has(name)) continue;
      if (/_(MESSAGES|LABELS|TOASTS)$/.test(name) || WORD_OBJECTS.has(name)) wordsIn(value, words);
      else if (typeof value === 'string' && WORD_CONSTANT.test(name)) words.push(value);
    }
    expect(words.length).toBeGreaterThan(300);
    expect([...new Set(words.filter((word) => word.trim() !== '' && !translatable(word)))]).toEqual([]);
  });

  it('holds every text the message functions and word builders write', () => {
    const used = new Set<string>();
    const recording = (text: string, values?: MessageValues) => {
      // A sample of the wrong kind (a number where a day goes) looks up no label: not a text.
      if (typeof text === 'string') used.add(text);
      return translate(text, values);
    };
    const now = new Date('2026-03-10T12:00:00Z');
    const calls: (() => unknown)[] = [];
    for (const [name, value] of Object.entries(contract)) {
      if (!/_MESSAGES$/.test(name) || !value || typeof value !== 'object') continue;
      for (const fn of Object.values(value)) {
        if (typeof fn !== 'function') continue;
        // Each function takes its value(s) then the translator last; a sample of the wrong type
        // for it (a day where a number goes) may throw, and another sample covers it.
        const call = fn as (...args: unknown[]) => unknown;
        for (const sample of [1, 2, 'monday', 'tip_out'])
          for (const args of [[sample], ['Text on page', sample]])
            calls.push(() => {
              try {
                call(...args, recording);
              } catch {}
            });
      }
    }
    const pay = { hourly_rate_min: 15, hourly_rate_max: 18, is_tipped_role: true, estimated_tips_hourly: 8 };
    calls.push(
      ...[0, 1, 2].flatMap((count) => [
        () => contract.unreadReminderSms({ businessName: 'Luna', count }, recording),
        () => contract.newApplicationsDigestSms({ count, businessNames: ['Luna'] }, recording),
        () => contract.businessApprovedSms({ businessName: 'Luna', draftsLive: count }, recording),
        () => contract.memberUsesLabel(count, 3, recording),
      ]),
      () =>
        contract.statusChangeSms({ status: 'interview', jobTitle: 'Cook', businessName: 'Luna' }, recording),
      () => contract.defaultDeclineMessage('Cook', 'Luna', recording),
      () =>
        contract.conversationMessageSms({ businessName: 'Luna', jobTitle: 'Cook', body: 'Hi' }, recording),
      () =>
        contract.conversationChoiceSms(
          { options: [{ number: 1, businessName: 'Luna', jobTitle: 'Cook' }] },
          recording,
        ),
      () => contract.conversationMessageEmail({ businessName: 'Luna', jobTitle: 'Cook' }, recording),
      () => contract.billingStaffListClosedSms('Luna', recording),
      () => contract.salaryDisplay(pay, undefined, recording),
      () => contract.salaryDisplay({ ...pay, estimated_tips_hourly: null }, undefined, recording),
      () => contract.salaryDisplay({ hourly_rate_min: 15 }, undefined, recording),
      () => contract.salaryDisplay({ base_hourly_pay: 15 }, undefined, recording),
      () => contract.salaryDisplay({}, undefined, recording),
      () => contract.formPayDisplay({}, recording),
      () => contract.greeting({ first_name: 'Ana' }, recording),
      () => contract.greeting(null, recording),
      () => contract.displayName(null, recording),
      ...contract.USER_ROLES.flatMap((role) => [
        () => contract.roleTagline(role, recording),
        () => contract.roleDisplayName(role, recording),
      ]),
      () => contract.roleTagline(null, recording),
      ...contract.BUSINESS_TYPES.map((type) => () => contract.businessTypeLabel(type, recording)),
      ...contract.DISCOUNT_TYPES.map((type) => () => contract.discountLabel(type, 10, recording)),
      () => contract.formatDayHours({ closed: true, open: null, close: null } as never, recording),
      ...[
        '2020-01-15',
        '2020-02-01',
        '2020-06-01',
        '2021-01-01',
        '2021-02-01',
        '2021-03-01',
        '2022-02-01',
      ].map(
        (end_date) => () =>
          contract.durationLabel(
            { start_date: '2020-01-01', end_date, is_current: false },
            '2026-01-01',
            recording,
          ),
      ),
      ...[-1, 0.5, 1, 3, 10, 40].map(
        (days) => () => contract.expiryLabel(new Date(now.getTime() + days * 86_400_000), now, recording),
      ),
      ...[0.01, 0.1, 1, 2, 5, 30].map(
        (days) => () => contract.jobPostedLabel(new Date(now.getTime() - days * 86_400_000), now, recording),
      ),
      ...[0.01, 0.1, 1, 2, 5, 30].map(
        (days) => () => contract.formTimeAgo(new Date(now.getTime() - days * 86_400_000), now, recording),
      ),
    );
    for (const call of calls) call();
    expect(used.size).toBeGreaterThan(60);
    expect([...used].filter((text) => !keys.has(text))).toEqual([]);
  });

  it("holds every message the contract's schemas give for bad input", () => {
    const defaultMessage = z.config().localeError;
    const found = new Set<string>();
    const huge = 'x'.repeat(300_000);
    const bad: unknown[] = [
      undefined,
      null,
      7,
      -1,
      1e9,
      1.5,
      'x',
      '',
      huge,
      '\u0000',
      true,
      [],
      [7],
      {},
      { unknown_field: 1 },
    ];
    for (const [name, schema] of Object.entries(contract)) {
      if (!name.startsWith('Z') || !(schema instanceof z.ZodType)) continue;
      const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      const inputs = [...bad, ...bad.map((value) => Object.fromEntries(shape.map((key) => [key, value])))];
      for (const input of inputs) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          // zod's own wording (no message of ours) is not in the catalog; it stays as zod writes it.
          const own = defaultMessage?.(issue as never);
          const zodWords = typeof own === 'string' ? own : own?.message;
          if (issue.message !== zodWords) found.add(issue.message);
        }
      }
    }
    expect(found.size).toBeGreaterThan(50);
    expect([...found].filter((message) => !translatable(message)).sort()).toEqual([]);
  });
});
