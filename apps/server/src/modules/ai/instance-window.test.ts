import { describe, expect, it } from 'vitest';
import { InstanceWindow } from './instance-window.ts';

describe('InstanceWindow', () => {
  const HOUR = 3_600_000;
  const clock = (start = 1_000_000) => {
    const state = { now: start };
    return { state, now: () => state.now };
  };

  it('gives each key its own limit and says how long until the oldest event leaves the window', () => {
    const { state, now } = clock();
    const window = new InstanceWindow(2, HOUR, now);
    expect(window.take('a').wait).toBe(0);
    state.now += 60_000;
    expect(window.take('a').wait).toBe(0);
    expect(window.take('a').wait).toBe(3540);
    expect(window.take('b').wait).toBe(0);
    state.now += HOUR - 60_000;
    // The first event has aged out; the second is still counted.
    expect(window.take('a').wait).toBe(0);
    expect(window.take('a').wait).toBe(60);
  });

  it('takes back a released slot once, so a failed call costs nothing', () => {
    const window = new InstanceWindow(1, HOUR, clock().now);
    const slot = window.take('a');
    slot.release();
    slot.release();
    const again = window.take('a');
    expect(again.wait).toBe(0);
    expect(window.take('a').wait).toBeGreaterThan(0);
    // A refused take has nothing to give back.
    window.take('a').release();
    expect(window.take('a').wait).toBeGreaterThan(0);
  });

  it('forgets keys whose events are all old once it holds many', () => {
    const { state, now } = clock();
    const window = new InstanceWindow(1, HOUR, now);
    for (let index = 0; index < 10_000; index += 1) window.take(`old-${index}`);
    state.now += HOUR + 1;
    expect(window.take('new').wait).toBe(0);
    expect((window as unknown as { events: Map<string, number[]> }).events.size).toBe(1);
  });
});
