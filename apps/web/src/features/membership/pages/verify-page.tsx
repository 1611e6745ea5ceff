import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_MESSAGES, type TCardVerification } from '@perks/contract';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCardVerification } from '../api/verify-card';
import { CheckInForm } from '../components/check-in-form';
import { MemberPhoto } from '../components/member-photo';

/**
 * Route /verify/:token (docs/product.md, "Partner check-in"): what a partner's phone camera opens
 * from a member's QR code. Valid or not valid in large text and colour, the member's first name and
 * employer, and the time; a signed-in owner or manager of a partner business can record the visit.
 */
export function VerifyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Check a member card`);
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const method = search.get('method') === 'manual' ? 'manual' : 'qr_code';
  const check = useCardVerification(token);

  return (
    <div className="mx-auto w-full max-w-md space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Member card check</Trans>
      </h1>
      {check.isPending && (
        <LoadingNotice>
          <Trans>Checking the card...</Trans>
        </LoadingNotice>
      )}
      {check.isError && (
        <LoadFailedNotice onRetry={() => void check.refetch()}>
          <Trans>Could not check the card</Trans>
        </LoadFailedNotice>
      )}
      {check.data && <Verdict result={check.data} />}
      {check.data?.valid && <CheckInForm token={token} method={method} />}
      <p className="text-sm">
        <Link to="/verify" className="underline">
          <Trans>Type a code by hand</Trans>
        </Link>
      </p>
    </div>
  );
}

function Verdict({ result }: { result: TCardVerification }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const Icon = result.valid ? CircleCheck : CircleX;
  const time = i18n.date(result.checked_at, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    month: 'short',
    day: 'numeric',
  });
  return (
    <section
      aria-live="polite"
      data-testid="verdict"
      data-valid={result.valid ? 'true' : 'false'}
      className={
        result.valid
          ? 'rounded-lg border-4 border-green-700 bg-green-50 p-6 text-green-900'
          : 'rounded-lg border-4 border-red-700 bg-red-50 p-6 text-red-900'
      }
    >
      <p className="flex items-center gap-3 text-5xl font-extrabold uppercase">
        <Icon aria-hidden="true" className="size-12 shrink-0" />
        {tc(result.valid ? MEMBERSHIP_MESSAGES.valid : MEMBERSHIP_MESSAGES.notValid)}
      </p>
      <p className="mt-3 text-lg">{tc(result.message)}</p>
      {(result.first_name || result.photo_url) && (
        <div className="mt-3 flex items-center gap-4">
          <MemberPhoto
            url={result.photo_url}
            name={result.first_name ?? t`the member`}
            size="md"
            className="bg-white"
          />
          {result.first_name && <p className="text-2xl font-semibold">{result.first_name}</p>}
        </div>
      )}
      {result.employers.length > 0 && <p className="text-lg">{result.employers.join(' · ')}</p>}
      <p className="mt-3 text-base">
        <Trans>Checked at {time}</Trans>
      </p>
    </section>
  );
}
