import { z } from 'zod';
import {
  inListOrder,
  isWorkLanguage,
  readWorkLanguages,
  WORK_LANGUAGE_UNKNOWN,
  WORK_LANGUAGES_INVALID,
  WORK_LANGUAGES_MAX,
  WORK_LANGUAGES_TOO_MANY,
  workLanguagesProblem,
} from './work-languages.ts';

// The schemas apart from the list and its plain rules (work-languages.ts), so a page that only
// reads a search's languages does not load zod before its first render (decision 013).

/**
 * A job's `languages`: optional, a list of WORK_LANGUAGES codes, at most WORK_LANGUAGES_MAX, each
 * once (repeats are dropped, not refused: ticking a box twice means the same thing). Stored in
 * the list's order.
 */
export const ZWorkLanguages = z
  .array(
    z.string({ error: WORK_LANGUAGES_INVALID }).refine(isWorkLanguage, { error: WORK_LANGUAGE_UNKNOWN }),
    {
      error: WORK_LANGUAGES_INVALID,
    },
  )
  .max(WORK_LANGUAGES_MAX, { error: WORK_LANGUAGES_TOO_MANY })
  .default([])
  .transform(inListOrder);

/** The filter in GET /jobs and in an alert's filters (see readWorkLanguages). */
export const ZWorkLanguagesFilter = z
  .union([z.string(), z.array(z.string())], { error: WORK_LANGUAGES_INVALID })
  .optional()
  .transform((value, ctx) => {
    const codes = readWorkLanguages(value);
    if (codes === null) {
      ctx.addIssue({ code: 'custom', message: workLanguagesProblem(value) });
      return z.NEVER;
    }
    return codes;
  });
