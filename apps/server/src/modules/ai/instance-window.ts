/** A slot taken from an `InstanceWindow`: `wait` seconds to wait when refused, else 0. */
interface WindowSlot {
  wait: number;
  /** Gives the slot back (the call it paid for failed, so it costs nothing). */
  release(): void;
}

/** Keys kept before expired ones are swept, so many networks cannot grow the map without end. */
const SWEEP_AT = 10_000;

/**
 * A sliding window of `limit` events per key, in this instance's memory (decision 069): the AI
 * assistant's per-network and extraction budgets, which have no table of their own. Taking a slot
 * is synchronous, so requests that arrive together on one instance count one after another; each
 * instance keeps its own counts, so N instances allow N times the limit.
 */
export class InstanceWindow {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): WindowSlot {
    const now = this.now();
    if (this.events.size >= SWEEP_AT) this.sweep(now);
    const recent = (this.events.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.events.set(key, recent);
      // The oldest counted event leaves the window first.
      const oldest = recent[recent.length - this.limit] ?? now;
      return { wait: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)), release: () => {} };
    }
    recent.push(now);
    this.events.set(key, recent);
    let released = false;
    return {
      wait: 0,
      release: () => {
        if (released) return;
        released = true;
        const kept = this.events.get(key);
        const index = kept?.indexOf(now) ?? -1;
        if (kept && index >= 0) kept.splice(index, 1);
      },
    };
  }

  private sweep(now: number): void {
    for (const [key, times] of this.events) {
      if (times.every((at) => at <= now - this.windowMs)) this.events.delete(key);
    }
  }
}
