import { useWriteThenRead } from '@/lib/use-write-then-read';
import { adminKeys } from './admin-keys';

/** An admin write; after it every admin list, figure and activity list is read again. */
export function useAdminWrite<T, R>(write: (input: T) => Promise<R>) {
  return useWriteThenRead(write, [adminKeys.all]);
}
