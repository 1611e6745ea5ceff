/**
 * Seeded random choices for the tests that compare a plain rule with its zod schema over many
 * inputs: the same seed gives the same inputs on every run, so a failure can be replayed.
 */
export function seededPicker(seed: number) {
  let state = seed >>> 0;
  // mulberry32: small, fast and good enough to spread test inputs.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)]!;
}
