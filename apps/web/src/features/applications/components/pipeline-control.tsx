import { Trans, useLingui } from '@lingui/react/macro';
import {
  APPLICATION_STATUS_LABELS,
  EMPLOYER_STATUSES,
  type TApplicant,
  type TEmployerStatus,
} from '@perks/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useMoveApplicant } from '../api/move-applicant';
import { DeclineForm } from './decline-form';

interface PipelineControlProps {
  applicant: TApplicant;
  applicantName: string;
  job: { id: string; title: string; business_name: string };
}

/**
 * The pipeline as buttons that wrap on a phone: one tap moves the applicant; 'Not selected' first
 * opens the kind message to send with it.
 */
export function PipelineControl({ applicant, applicantName, job }: PipelineControlProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const move = useMoveApplicant(job.id);
  const [declining, setDeclining] = useState(false);

  const moveTo = (status: TEmployerStatus, message?: string) =>
    move.mutate(
      { applicationId: applicant.id, status, message },
      {
        onSuccess: () => {
          setDeclining(false);
          const statusLabel = tc(APPLICATION_STATUS_LABELS[status]);
          toast.success(t`${applicantName} moved to ${statusLabel}`);
        },
        onError: (error) => toast.error(tc(error.message)),
      },
    );

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Move {applicantName} to</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {EMPLOYER_STATUSES.map((status) => {
            const current = applicant.status === status;
            return (
              <Button
                key={status}
                size="sm"
                variant={current ? 'default' : 'outline'}
                aria-pressed={current}
                disabled={current || move.isPending}
                onClick={() => (status === 'not_selected' ? setDeclining(true) : moveTo(status))}
              >
                {tc(APPLICATION_STATUS_LABELS[status])}
              </Button>
            );
          })}
        </div>
      </fieldset>
      {declining && (
        <DeclineForm
          applicantName={applicantName}
          jobTitle={job.title}
          businessName={job.business_name}
          pending={move.isPending}
          onSend={(message) => moveTo('not_selected', message)}
          onCancel={() => setDeclining(false)}
        />
      )}
    </div>
  );
}
