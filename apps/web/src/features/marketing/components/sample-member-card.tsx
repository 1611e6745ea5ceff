import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { type PointerEvent, useEffect, useState } from 'react';
import { SITE } from '@/lib/site';

/**
 * Tilt timings (docs/product.md, "Caching and timings"): pointer tilts ease over 600 ms; the
 * opening settle takes 1500 ms.
 */
const TILT_MS = 600;
const INITIAL_TILT_MS = 1500;
const MAX_TILT_DEG = 8;

/** The sample member: names and places are the same in every language. */
const SAMPLE = { initials: 'JR', handle: '@jordan.pours', place: 'Portland, ME' } as const;

/**
 * A demo of the membership card a verified member carries: role title, handle, 'Active Member'
 * and a Connect button. It tilts toward the pointer; reduced-motion users get a still card.
 */
export function SampleMemberCard() {
  const { t } = useLingui();
  const [tilt, setTilt] = useState({ x: 6, y: -10 });
  const [duration, setDuration] = useState(INITIAL_TILT_MS);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setTilt({ x: 0, y: 0 }));
    const timer = window.setTimeout(() => setDuration(TILT_MS), INITIAL_TILT_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const px = (event.clientX - box.left) / box.width - 0.5;
    const py = (event.clientY - box.top) / box.height - 0.5;
    setTilt({ x: -py * MAX_TILT_DEG * 2, y: px * MAX_TILT_DEG * 2 });
  };

  return (
    <figure className="mx-auto w-full max-w-sm [perspective:1000px]">
      <div
        onPointerMove={onPointerMove}
        onPointerLeave={() => setTilt({ x: 0, y: 0 })}
        style={{
          transform: `rotateX(${tilt.x}deg) rotateY(${tilt.y}deg)`,
          transitionDuration: `${duration}ms`,
        }}
        className="rounded-2xl bg-card p-6 text-card-foreground shadow-glow transition-transform ease-out motion-reduce:!transform-none"
      >
        <div className="flex items-center justify-between">
          <span className="text-sm font-semibold uppercase tracking-wide text-primary">{SITE.name}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            <Trans>Active Member</Trans>
          </span>
        </div>
        <div className="mt-6 flex items-center gap-4">
          <div
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-hero-gradient text-lg font-bold text-primary-foreground"
          >
            {SAMPLE.initials}
          </div>
          <div>
            <p className="text-lg font-bold">
              <Trans>Lead Bartender</Trans>
            </p>
            <p className="text-sm text-muted-foreground">{SAMPLE.handle}</p>
          </div>
        </div>
        <div className="mt-6 flex items-center justify-between gap-4">
          <p className="text-sm text-muted-foreground">{SAMPLE.place}</p>
          <button
            type="button"
            aria-pressed={connected}
            onClick={() => setConnected((value) => !value)}
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {connected ? t`Connected` : t`Connect`}
          </button>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-primary-foreground/90">
        <Trans>A sample member card</Trans>
      </figcaption>
    </figure>
  );
}
