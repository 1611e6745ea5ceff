import pLimit, { type LimitFunction } from 'p-limit';

/**
 * This instance's own queue per budget key (docs/decisions/077-fair-to-bystanders-under-a-burst.md).
 * A request waiting for a key's advisory lock holds a pool connection while it waits, so a burst
 * on one key (600 sign-in codes from one network) would fill the pool with waiters and queue
 * everyone else's reads behind them. Requests for a key on this instance take turns here first,
 * holding nothing; only the one at the front asks the database for the lock, which still orders
 * it against the other instances.
 */
const queues = new Map<string, { turn: LimitFunction; waiting: number }>();

function queueOf(key: string) {
  let queue = queues.get(key);
  if (!queue) {
    queue = { turn: pLimit(1), waiting: 0 };
    queues.set(key, queue);
  }
  return queue;
}

/**
 * Runs `work` once this instance holds the turn of every key. Keys are taken in the order given,
 * which callers sort (as they sort the database locks), so two callers sharing keys never wait on
 * each other. A key's queue is forgotten when nobody waits on it.
 */
export async function inTurn<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const [first, ...rest] = keys;
  if (first === undefined) return work();
  const queue = queueOf(first);
  queue.waiting += 1;
  try {
    return await queue.turn(() => inTurn(rest, work));
  } finally {
    queue.waiting -= 1;
    if (queue.waiting === 0) queues.delete(first);
  }
}

/** Keys with someone waiting or running on this instance (tests check that nothing is left). */
export const queuedKeyCount = () => queues.size;
