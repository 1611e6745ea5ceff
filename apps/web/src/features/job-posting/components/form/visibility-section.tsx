import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultExpiry, JOB_STATUS_LABELS, type JobStatus } from '@perks/contract';
import { ChevronDown } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceSelect } from '@/components/choice-select';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useContractText } from '@/lib/i18n/contract-text';
import type { JobFormValues } from '../../lib/job-form-values';
import { fromLocalInput, toLocalInput } from '../../lib/local-datetime';
import { useErrorText } from '../../lib/use-error-text';

const STATUS_HINTS: Record<JobStatus, MessageDescriptor> = {
  approved: msg`Visible to workers from the posting date until it expires.`,
  pending: msg`Saved but not shown to workers yet.`,
  closed: msg`No longer shown to workers.`,
};

export interface VisibilitySectionProps {
  defaultOpen?: boolean;
  /** The statuses this poster may save (the contract's statusesForPoster, decision 053). */
  statuses: readonly JobStatus[];
  /** An owner or manager editing a job: its status is the moderators', and the form says so. */
  moderated?: boolean;
}

/**
 * Optional: status, when the posting goes up (now if left empty; a future date schedules it) and
 * when it comes down. Changing the posting date moves the expiry to 30 days after it.
 */
export function VisibilitySection({
  defaultOpen = false,
  statuses,
  moderated = false,
}: VisibilitySectionProps) {
  const { control, register, setValue, watch, formState } = useFormContext<JobFormValues>();
  const errors = formState.errors;
  const { t } = useLingui();
  const tc = useContractText();
  const err = useErrorText();
  const status = watch('status');
  const postedAt = register('posted_at');
  // A date problem must be visible, so the section opens itself when one is reported.
  const hasError = Boolean(errors.status || errors.posted_at || errors.expires_at);

  return (
    <details
      open={defaultOpen || hasError}
      className="group rounded-lg border bg-card shadow-sm [&_summary::-webkit-details-marker]:hidden"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6">
        <span>
          <span className="block text-lg font-semibold">
            <Trans>Visibility &amp; Schedule</Trans>
          </span>
          <span className="block text-sm text-muted-foreground">
            <Trans>Optional: status, posting date and expiry.</Trans>
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-5 px-4 pb-4 sm:px-6 sm:pb-6">
        <Field
          id="status"
          label={t`Status`}
          error={err(errors.status?.message)}
          hint={
            <>
              {t(STATUS_HINTS[status])}
              {moderated && (
                <span>
                  {' '}
                  <Trans>Only an administrator can reopen or approve a job.</Trans>
                </span>
              )}
            </>
          }
        >
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <ChoiceSelect
                id="status"
                value={field.value}
                onChange={field.onChange}
                {...describedBy('status', { hint: true, error: errors.status?.message })}
                choices={statuses}
                labelOf={(value) => tc(JOB_STATUS_LABELS[value])}
              />
            )}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="posted_at"
            label={t`Posting date`}
            hint={t`Empty means now; a future date schedules the post.`}
            error={err(errors.posted_at?.message)}
          >
            <Input
              id="posted_at"
              type="datetime-local"
              {...postedAt}
              onChange={(event) => {
                void postedAt.onChange(event);
                const posted = fromLocalInput(event.target.value);
                if (posted)
                  setValue('expires_at', toLocalInput(defaultExpiry(posted)), { shouldDirty: true });
              }}
              {...describedBy('posted_at', { hint: true, error: errors.posted_at?.message })}
            />
          </Field>
          <Field
            id="expires_at"
            label={t`Expires`}
            hint={t`30 days after posting unless you change it. Empty means it never expires.`}
            error={err(errors.expires_at?.message)}
          >
            <Input
              id="expires_at"
              type="datetime-local"
              {...register('expires_at')}
              {...describedBy('expires_at', { hint: true, error: errors.expires_at?.message })}
            />
          </Field>
        </div>
      </div>
    </details>
  );
}
