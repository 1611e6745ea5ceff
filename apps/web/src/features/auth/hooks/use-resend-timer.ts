import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before another code may be asked for. It counts against a deadline rather than
 * ticks, so a tab left in the background still shows the right number when it comes back.
 */
export function useResendTimer() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    update();
    const id = setInterval(update, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    // Counted down from the first paint, so Resend never flashes as available.
    setRemaining(seconds);
  }, []);
  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, canResend: remaining === 0, start, reset };
}
