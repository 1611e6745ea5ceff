import type { I18n } from '@lingui/core';
import {
  type AlertChannel,
  DEFAULT_DIGEST_TIME,
  JOB_ALERT_NAME_MAX_LENGTH,
  type TCreateJobAlertRequest,
  type TJobAlert,
  type Translate,
} from '@perks/contract';
import { defaultAlertName, type SearchFilters } from './alert-filter-words';

/**
 * The alert form's controls: one checkbox per channel, the address when none is set yet, and the
 * pay floor as typed (the one filter changed here: the others are the search's own).
 */
export interface AlertFormValues {
  name: string;
  min_pay: string;
  frequency: 'instant' | 'daily';
  digest_time: string;
  email: boolean;
  sms: boolean;
  address: string;
}

const payText = (amount: SearchFilters['min_pay']) => (amount === undefined ? '' : String(amount));

/**
 * A new search starts named after its filters (in the reader's language), instant, by e-mail; an
 * existing one as it is.
 */
export function alertFormValues(
  i18n: I18n,
  tc: Translate,
  filters: SearchFilters,
  alert?: TJobAlert,
): AlertFormValues {
  if (alert) {
    return {
      name: alert.name,
      min_pay: payText(alert.filters.min_pay),
      frequency: alert.frequency,
      digest_time: alert.digest_time,
      email: alert.channels.includes('email'),
      sms: alert.channels.includes('sms'),
      address: '',
    };
  }
  return {
    name: defaultAlertName(i18n, tc, filters).slice(0, JOB_ALERT_NAME_MAX_LENGTH),
    min_pay: payText(filters.min_pay),
    frequency: 'instant',
    digest_time: DEFAULT_DIGEST_TIME,
    email: true,
    sms: false,
    address: '',
  };
}

/** The request body the form's values make (the address is sent on its own). */
export function alertPayload(
  values: AlertFormValues,
  filters: SearchFilters,
): Omit<TCreateJobAlertRequest, 'paused'> {
  const channels: AlertChannel[] = [];
  if (values.email) channels.push('email');
  if (values.sms) channels.push('sms');
  // The floor goes as typed, so the API's check (and its message) is the one that decides; an
  // empty box removes it (undefined is left out of the JSON body).
  const minPay = values.min_pay.trim();
  return {
    name: values.name,
    filters: { ...filters, min_pay: minPay === '' ? undefined : minPay },
    frequency: values.frequency,
    digest_time: values.digest_time,
    channels,
  };
}
