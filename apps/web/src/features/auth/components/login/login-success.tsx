import { Trans } from '@lingui/react/macro';
import { LOGIN_MESSAGES } from '@perks/contract';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useContractText } from '@/lib/i18n/contract-text';

/** Step 3: a moment of confirmation before the redirect. */
export function LoginSuccess() {
  const tc = useContractText();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <p className="text-xl font-semibold">{tc(LOGIN_MESSAGES.welcomeBack)}</p>
      <p className="text-sm text-muted-foreground">
        <Trans>Taking you there now…</Trans>
      </p>
    </div>
  );
}
