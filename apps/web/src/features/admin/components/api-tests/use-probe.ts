import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import type { useCallLog } from '@/lib/use-call-log';

type Record_ = ReturnType<typeof useCallLog>['record'];

/**
 * One test call of the API Test Center, run on request and kept in the panel's call log: its
 * answer for the Visual view, its status for Structured, its body for Raw.
 */
export function useProbe<T, A = void>(record: Record_, endpoint: string, call: (input: A) => Promise<T>) {
  return useMutation({ mutationFn: (input: A) => record(endpoint, () => call(input)) });
}

/** A probe that runs once when its panel opens (the panel's list or figures). */
export function useProbeOnOpen<T>(record: Record_, endpoint: string, call: () => Promise<T>) {
  const probe = useProbe(record, endpoint, call);
  const run = probe.mutate;
  useEffect(() => run(), [run]);
  return probe;
}

/**
 * A by-id probe fed by one of the global ids: a blank id is refused in a toast with the spec's
 * message ('User ID is required', 'Business ID is required') and costs no call.
 */
export function useLookupProbe<T>(
  record: Record_,
  endpoint: string,
  missing: string,
  call: (id: string) => Promise<T>,
) {
  const probe = useProbe(record, endpoint, call);
  const lookUp = (id: string) => {
    if (!id.trim()) toast.error(missing);
    else probe.mutate(id.trim());
  };
  return { probe, lookUp };
}
