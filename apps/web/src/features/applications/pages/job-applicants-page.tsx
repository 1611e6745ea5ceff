import { Trans, useLingui } from '@lingui/react/macro';
import { SCREENING_MESSAGES, type TApplicant } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { isClientError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { applicationKeys } from '../api/application-keys';
import { useJobApplicants } from '../api/list-job-applicants';
import { ApplicantCard } from '../components/applicant-card';

type ApplicantOrder = 'newest' | 'meets_all';

/**
 * The applicants the screen lists: only those who meet every needed answer when asked, and those
 * first when sorted so (newest first among equals, the order the server sends).
 */
function shownApplicants(applicants: TApplicant[], onlyMeetsAll: boolean, order: ApplicantOrder) {
  const kept = onlyMeetsAll ? applicants.filter((applicant) => applicant.meets_all) : applicants;
  if (order === 'newest') return kept;
  return [...kept].sort((a, b) => Number(b.meets_all) - Number(a.meets_all));
}

/**
 * Route /jobs/:id/applications: a job's applicants for the business's owners and managers, and
 * admins, newest first. Opening it marks them read, so the unread counts are read again.
 */
export function JobApplicantsPage() {
  const { t } = useLingui();
  const tc = useContractText();
  const { id = '' } = useParams();
  const applicants = useJobApplicants(id);
  const [onlyMeetsAll, setOnlyMeetsAll] = useState(false);
  const [order, setOrder] = useState<ApplicantOrder>('newest');
  const queryClient = useQueryClient();
  const jobTitle = applicants.data?.job.title;
  const heading = jobTitle ? t`Applicants: ${jobTitle}` : t`Applicants`;
  useDocumentTitle(heading);

  const loadedAt = applicants.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: applicationKeys.managedJobs() });
    void queryClient.invalidateQueries({ queryKey: applicationKeys.newApplications() });
  }, [loadedAt, queryClient]);

  let content: ReactNode;
  if (applicants.isPending)
    content = (
      <LoadingNotice>
        <Trans>Loading applicants…</Trans>
      </LoadingNotice>
    );
  else if (applicants.isError)
    content = isClientError(applicants.error) ? (
      <p role="alert">{tc(applicants.error.message)}</p>
    ) : (
      <LoadFailedNotice onRetry={() => applicants.refetch()}>
        <Trans>Applicants could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  else if (applicants.data.applicants.length === 0)
    content = (
      <EmptyState
        title={<Trans>No applications yet</Trans>}
        action={
          <ButtonLink variant="outline" to={`/jobs/${applicants.data.job.id}`}>
            <Trans>View job</Trans>
          </ButtonLink>
        }
      />
    );
  else {
    const shown = shownApplicants(applicants.data.applicants, onlyMeetsAll, order);
    content = (
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={onlyMeetsAll}
              onChange={(event) => setOnlyMeetsAll(event.target.checked)}
            />
            {tc(SCREENING_MESSAGES.meetsAll)}
          </label>
          <Field id="applicants-order" label={t`Sort`}>
            <NativeSelect
              id="applicants-order"
              value={order}
              onChange={(event) => setOrder(event.target.value as ApplicantOrder)}
            >
              <option value="newest">{t`Newest first`}</option>
              <option value="meets_all">{t`Meets all first`}</option>
            </NativeSelect>
          </Field>
        </div>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No applicant meets all the screening answers.</Trans>
          </p>
        ) : (
          <ul className="space-y-4">
            {shown.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantCard applicant={applicant} job={applicants.data.job} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to="/dashboard">
        <Trans>Back to dashboard</Trans>
      </BackLink>
      <header>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        {applicants.data && <p className="text-muted-foreground">{applicants.data.job.business_name}</p>}
      </header>
      {content}
    </div>
  );
}
