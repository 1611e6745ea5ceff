import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_DATA_MESSAGES, DATA_EXPORT_HOURS, type TNewDataExport } from '@perks/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useCreateDataExport } from '../api/create-data-export';
import { useDeleteAccount } from '../api/delete-account';
import { useDataExport } from '../api/get-data-export';

/** The server's words for a failure, in the reader's language; ours when it sent none. */
function useFailureMessage() {
  const { t } = useLingui();
  const tc = useContractText();
  return (error: unknown) =>
    isApiError(error) ? tc(error.message) : t`Something went wrong. Please try again.`;
}

/** The link to a download once it is built; its state while a large account's file is built. */
function DataExportLink({ created }: { created: TNewDataExport }) {
  const query = useDataExport(created.status === 'ready' ? null : created.id);
  const status = query.data?.status ?? created.status;
  const hours = DATA_EXPORT_HOURS;
  if (status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>Your file could not be made. Please try again later.</Trans>
      </p>
    );
  }
  if (status === 'building') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>
          Your account holds a lot, so your file is being made. The link appears here when it is ready.
        </Trans>
      </p>
    );
  }
  return (
    <p role="status" className="space-y-2 text-sm">
      <a href={created.download_url} download="my-data.zip" className="font-medium underline">
        <Trans>Download the ZIP</Trans>
      </a>{' '}
      <span className="text-muted-foreground">
        <Trans>The link works for {hours} hours.</Trans>
      </span>
    </p>
  );
}

/** 'Download my data': one ZIP with everything kept about the person (decision 105). */
function DownloadMyData() {
  const create = useCreateDataExport();
  const failureMessage = useFailureMessage();
  return (
    <section aria-labelledby="settings-your-data" className="rounded-lg border p-4 sm:p-6">
      <h2 id="settings-your-data" className="text-lg font-semibold">
        <Trans>Your data</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          One ZIP file with everything we keep about you: your account, profile and photo, work history,
          applications and their messages, saved jobs, alerts, favorites, card checks and visits, reviews, the
          texts and e-mails we sent you, and your sign-ins.
        </Trans>
      </p>
      <div className="mt-4 space-y-3">
        <Button variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? <Trans>Making your file…</Trans> : <Trans>Download my data</Trans>}
        </Button>
        {create.isError && (
          <p role="alert" className="text-sm text-destructive">
            {failureMessage(create.error)}
          </p>
        )}
        {create.data && <DataExportLink created={create.data} />}
      </div>
    </section>
  );
}

type DeleteStep = 'idle' | 'confirm' | 'code';

/**
 * 'Delete my account': asks once more with a code texted to the phone, then signs out (decision
 * 106). The server refuses an owner of a business until it is handed over.
 */
function DeleteMyAccount() {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const tc = useContractText();
  const failureMessage = useFailureMessage();
  const [step, setStep] = useState<DeleteStep>('idle');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const sendCode = async () => {
    if (!auth.user) return;
    setSending(true);
    setProblem(null);
    try {
      await auth.sendCode(auth.user.phone);
      setStep('code');
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+$/.test(code.trim())) {
      setProblem(tc(ACCOUNT_DATA_MESSAGES.codeRequired));
      return;
    }
    setProblem(null);
    remove.mutate(code.trim(), {
      onSuccess: async () => {
        await auth.logout();
        toast.success(t`Your account has been deleted.`);
        navigate('/', { replace: true });
      },
      onError: (error) => setProblem(failureMessage(error)),
    });
  };

  const cancel = () => {
    setStep('idle');
    setCode('');
    setProblem(null);
  };

  return (
    <section
      aria-labelledby="settings-delete-account"
      className="rounded-lg border border-destructive/40 p-4 sm:p-6"
    >
      <h2 id="settings-delete-account" className="text-lg font-semibold">
        <Trans>Delete my account</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Your profile, photo, work history, alerts, saved jobs and favorites are deleted, your open
          applications are withdrawn, and the words of your messages are removed. Reviews stay as anonymous.
          This cannot be undone.
        </Trans>
      </p>
      <div className="mt-4 space-y-3">
        {step === 'idle' && (
          <Button variant="destructive" onClick={() => setStep('confirm')}>
            <Trans>Delete my account</Trans>
          </Button>
        )}
        {step === 'confirm' && (
          <div className="space-y-3">
            <p className="text-sm font-medium">
              <Trans>To be sure it is you, we text a code to your phone.</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" onClick={sendCode} disabled={sending}>
                {sending ? <Trans>Sending…</Trans> : <Trans>Text me a code</Trans>}
              </Button>
              <Button variant="outline" onClick={cancel}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </div>
        )}
        {step === 'code' && (
          <form onSubmit={submit} className="space-y-3" noValidate>
            <InputField
              id="delete-account-code"
              label={<Trans>Code</Trans>}
              hint={<Trans>The code we just texted to your phone.</Trans>}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className="max-w-40"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete my account for good</Trans>}
              </Button>
              <Button type="button" variant="outline" onClick={cancel}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        )}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}

/** The person's own data on /settings: its download and the account's deletion. */
export function YourData() {
  return (
    <>
      <DownloadMyData />
      <DeleteMyAccount />
    </>
  );
}
