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
  /** A saved search on the job board, newest first: its filters are the list's own query fields. */
  search: (filters: Readonly<Record<string, unknown>>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined && value !== null)
        query.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return `${origin}/jobs${query.size > 0 ? `?${query}` : ''}`;
  },
  job: (jobId: string) => `${origin}/jobs/${jobId}`,
  confirm: (token: string) => `${origin}/alerts/confirm/${token}`,
  unsubscribePage: (token: string) => `${origin}/alerts/unsubscribe/${token}`,
  /** The RFC 8058 one-click target: a POST here unsubscribes. */
  unsubscribeApi: (token: string) => `${origin}/api/v1/job-alerts/unsubscribe/${token}`,
});
