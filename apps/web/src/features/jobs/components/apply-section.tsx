import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Mail } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText, isMobileUserAgent } from '../lib/copy-text';

/**
 * How long after Apply the fallback box appears, and how long 'Copied!' shows (docs/product.md,
 * "A job's page").
 */
const FALLBACK_DELAY_MS = 1000;
const COPIED_MS = 2000;

interface ApplySectionProps {
  email: string;
  jobTitle: string;
  /**
   * 'primary' is the spec's 'Apply Now'; 'secondary' is 'Apply by e-mail' beside the in-app
   * Apply, for employers who prefer applications by e-mail.
   */
  emphasis?: 'primary' | 'secondary';
}

export function applyMailto(email: string, jobTitle: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${jobTitle}`)}`;
}

/**
 * Apply opens the visitor's mail app. Not everyone has one set up, so a second later a box shows
 * the address with a Copy button ('Copied!' for two seconds). It is a mailto link, so it works in
 * the server's HTML before the scripts run, and with JavaScript off.
 */
export function ApplySection({ email, jobTitle, emphasis = 'primary' }: ApplySectionProps) {
  const { t } = useLingui();
  const [showFallback, setShowFallback] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  if (!email)
    return (
      <p className="text-muted-foreground">
        <Trans>Contact details are not listed for this job.</Trans>
      </p>
    );

  // Without scripts the link itself opens the mail app. With them the page sends itself there, as
  // the link would, and schedules the fallback box.
  const apply = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.href = applyMailto(email, jobTitle);
    later(() => setShowFallback(true), FALLBACK_DELAY_MS);
  };

  const copy = async () => {
    const ok = await copyText(email);
    setCopyState(ok ? 'copied' : 'failed');
    later(() => setCopyState('idle'), COPIED_MS);
  };

  return (
    <div className="space-y-4">
      <Button
        asChild
        size="lg"
        variant={emphasis === 'primary' ? 'default' : 'outline'}
        className="w-full sm:w-auto"
      >
        <a href={applyMailto(email, jobTitle)} onClick={apply}>
          <Mail aria-hidden="true" />
          {emphasis === 'primary' ? <Trans>Apply Now</Trans> : <Trans>Apply by e-mail</Trans>}
        </a>
      </Button>
      {showFallback && (
        <section aria-label={t`Application email`} className="rounded-lg border bg-muted p-4">
          <p className="text-sm">
            {isMobileUserAgent() ? (
              <Trans>
                If your mail app didn't open, copy the address and send your application from any email app:
              </Trans>
            ) : (
              <Trans>No email app opened? Copy the address and send your application from your email:</Trans>
            )}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <span className="break-all font-mono text-sm font-semibold">{email}</span>
            <Button variant="outline" size="sm" onClick={copy} aria-live="polite">
              {copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copyState === 'copied' ? t`Copied!` : copyState === 'failed' ? t`Copy failed` : t`Copy`}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
