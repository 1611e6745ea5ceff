import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_CODE, cardStep, cardStepEndsAt } from '@perks/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { currentCardToken, verifyUrl } from '../lib/card-code';

interface Shown {
  step: number;
  code: string;
  qr: string;
}

/**
 * The card's QR code (docs/decisions/036-member-card-codes.md): a link to this site's check page
 * with the current 30-second code, drawn black on white with a wide quiet zone so a phone camera
 * reads it in bright light. The code is printed under it for entry by hand.
 */
export function RotatingQr({ card }: { card: { card_id: string; secret: string } }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number>(CARD_CODE.periodSeconds);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let lastStep = -1;
    async function tick() {
      const now = Date.now();
      const step = cardStep(now);
      setSecondsLeft(Math.ceil((cardStepEndsAt(step) - now) / 1000));
      if (step === lastStep) return;
      lastStep = step;
      try {
        const { code, token } = await currentCardToken(card, now);
        const qr = await QRCode.toDataURL(verifyUrl(token), {
          errorCorrectionLevel: 'M',
          margin: 4,
          width: 320,
        });
        if (!cancelled) setShown({ step, code, qr });
      } catch {
        if (!cancelled) setFailed(true);
      }
    }
    void tick();
    const timer = window.setInterval(() => void tick(), 1000);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [card]);

  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>
          This browser cannot make the card's code. Open the card over a secure (https) connection.
        </Trans>
      </p>
    );
  }
  // At most 16rem, and no wider than the card on a 320 px screen.
  if (!shown)
    return (
      <div className="aspect-square w-64 max-w-full animate-pulse rounded-md bg-muted" aria-hidden="true" />
    );
  return (
    <figure className="flex flex-col items-center gap-2">
      <img
        src={shown.qr}
        width={256}
        height={256}
        alt={t`Member card QR code. Partner staff scan it to check the membership.`}
        className="aspect-square w-64 max-w-full rounded-md bg-white"
        data-testid="card-qr"
        data-step={shown.step}
      />
      <figcaption className="text-center">
        <span
          className="block font-mono text-xl tracking-wider wrap-anywhere sm:text-2xl sm:tracking-widest"
          data-testid="card-code"
        >
          {card.card_id}-{shown.code}
        </span>
        <span className="text-sm text-muted-foreground" aria-live="off">
          <Trans>New code in {secondsLeft}s</Trans>
        </span>
      </figcaption>
    </figure>
  );
}
