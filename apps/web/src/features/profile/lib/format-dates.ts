import type { I18n } from '@lingui/core';
import { parseISO } from 'date-fns/parseISO';

/** 'Mar 2021' (in the reader's language) for a calendar date or timestamp. */
export const monthYear = (i18n: I18n, value: string) =>
  i18n.date(parseISO(value), { month: 'short', year: 'numeric' });

/** 'March 2024' (in the reader's language): the month someone became a member. */
export const longMonthYear = (i18n: I18n, value: string) =>
  i18n.date(parseISO(value), { month: 'long', year: 'numeric' });
