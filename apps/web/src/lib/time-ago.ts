import { formatDistanceToNow } from 'date-fns';

/** An API timestamp relative to now: '5 minutes ago', '3 days ago'. */
export function timeAgo(iso: string): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true });
}
