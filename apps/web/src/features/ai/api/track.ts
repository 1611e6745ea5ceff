/** Passes each call through the panel's call log (lib/use-call-log.ts). */
export type Track = <T>(endpoint: string, call: () => Promise<T>) => Promise<T>;
