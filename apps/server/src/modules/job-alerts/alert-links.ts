import type { AppConfig } from '../../config/app-config.ts';

/**
 * Absolute links in e-mails, sent from a worker with no request to take a host from: PUBLIC_URL,
 * else this server on localhost (development). The screens are the web app's (/alerts...).
 */
export function siteOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export const alertLinks = (origin: string) => ({
  manage: `${origin}/alerts`,
  job: (jobId: string) => `${origin}/jobs/${jobId}`,
  confirm: (token: string) => `${origin}/alerts/confirm/${token}`,
  unsubscribePage: (token: string) => `${origin}/alerts/unsubscribe/${token}`,
  /** The RFC 8058 one-click target: a POST here unsubscribes. */
  unsubscribeApi: (token: string) => `${origin}/api/v1/job-alerts/unsubscribe/${token}`,
});
