// Loaded with `node --import` into a server process a fault test starts: its clock (Date.now()
// and `new Date()`) reads CLOCK_OFFSET_MS ahead of the machine's. A test that needs a text to go
// out sets the server in Portland's daytime, whatever the hour it runs at (texts wait out quiet
// hours). The database keeps the real time, as the queue's own clock does: pg-boss measures the
// difference and schedules by the database (its clock-skew check).
const offset = Number(process.env.CLOCK_OFFSET_MS ?? '0');
if (!Number.isFinite(offset))
  throw new Error(`CLOCK_OFFSET_MS is not a number: ${process.env.CLOCK_OFFSET_MS}`);

const RealDate = Date;
const now = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  // `new Date()` is now; a Date made from a value is that value.
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  // `Date()` called as a function answers the current time as a string.
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
