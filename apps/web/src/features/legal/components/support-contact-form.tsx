import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_LIMITS, SUPPORT_FORM_PATH, SUPPORT_LIMITS } from '@perks/contract';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SITE } from '@/lib/site';

/**
 * The support page's contact form (decision 083): a plain form post to the leads path, so it
 * works without JavaScript, and the same with it. The server sends the browser back to this page
 * with `?contact=sent` (or `invalid`, `busy`), which the notice above the form reads.
 */
export function SupportContactForm() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const outcome = params.get('contact');
  const email = SITE.email;
  return (
    <form method="post" action={SUPPORT_FORM_PATH} aria-label={t`Contact support`} className="space-y-5">
      {outcome === 'sent' && (
        <p role="status" className="rounded-md border border-green-700 p-3 text-sm">
          <Trans>Thank you: your message was sent. We answer by e-mail.</Trans>
        </p>
      )}
      {outcome === 'invalid' && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <Trans>
            Please give a valid e-mail address and a message of at most {SUPPORT_LIMITS.messageMaxLength}{' '}
            characters.
          </Trans>
        </p>
      )}
      {outcome === 'busy' && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <Trans>
            Too many messages from this network. Please try again later, or write to{' '}
            <a href={`mailto:${email}`} className="underline">
              {email}
            </a>
            .
          </Trans>
        </p>
      )}
      <div className="space-y-1.5">
        <label htmlFor="support-email" className="text-sm font-medium">
          {t`Your e-mail`}
        </label>
        <Input
          id="support-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LEAD_LIMITS.emailMaxLength}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="support-message" className="text-sm font-medium">
          {t`Message`}
        </label>
        <Textarea
          id="support-message"
          name="message"
          rows={5}
          required
          maxLength={SUPPORT_LIMITS.messageMaxLength}
        />
      </div>
      <Button type="submit">
        <Trans>Send message</Trans>
      </Button>
    </form>
  );
}
