import { useCallback, useState } from 'react';
import { isApiError } from './api-error';

/** The last answer of one endpoint, as the API Test Center's Structured and Raw views show it. */
export interface CallRecord {
  ok: boolean;
  /** HTTP status; 200 for a success (the client unwraps the body), 0 when no answer came. */
  status: number;
  latencyMs: number;
  at: string;
  body: unknown;
}

export type CallLog = Record<string, CallRecord>;

/**
 * Records each call's outcome by endpoint (e.g. 'GET /users'): the panel's Structured view shows
 * the status badges and latencies, the Raw view the bodies. The call's own result or error passes
 * through unchanged.
 */
export function useCallLog() {
  const [log, setLog] = useState<CallLog>({});
  const record = useCallback(async <T>(endpoint: string, call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const keep = (entry: Omit<CallRecord, 'latencyMs' | 'at'>) =>
      setLog((current) => ({
        ...current,
        [endpoint]: {
          ...entry,
          latencyMs: Math.round(performance.now() - started),
          at: new Date().toISOString(),
        },
      }));
    try {
      const body = await call();
      keep({ ok: true, status: 200, body });
      return body;
    } catch (error) {
      keep({
        ok: false,
        status: isApiError(error) ? error.status : 0,
        body: isApiError(error)
          ? { code: error.code, message: error.message, field: error.field }
          : String(error),
      });
      throw error;
    }
  }, []);
  return { log, record };
}
