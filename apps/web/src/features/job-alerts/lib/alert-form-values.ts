import {
  type AlertChannel,
  DEFAULT_DIGEST_TIME,
  JOB_ALERT_NAME_MAX_LENGTH,
  type TCreateJobAlertRequest,
  type TJobAlert,
} from '@perks/contract';
import { defaultAlertName, type SearchFilters } from './alert-filter-words';

/** The alert form's controls: one checkbox per channel, and the address when none is set yet. */
export interface AlertFormValues {
  name: string;
  frequency: 'instant' | 'daily';
  digest_time: string;
  email: boolean;
  sms: boolean;
  address: string;
}

/** A new search starts named after its filters, instant, by e-mail; an existing one as it is. */
export function alertFormValues(filters: SearchFilters, alert?: TJobAlert): AlertFormValues {
  if (alert) {
    return {
      name: alert.name,
      frequency: alert.frequency,
      digest_time: alert.digest_time,
      email: alert.channels.includes('email'),
      sms: alert.channels.includes('sms'),
      address: '',
    };
  }
  return {
    name: defaultAlertName(filters).slice(0, JOB_ALERT_NAME_MAX_LENGTH),
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
  return {
    name: values.name,
    filters,
    frequency: values.frequency,
    digest_time: values.digest_time,
    channels,
  };
}
