import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useBusinessJobs } from '../api/list-business-jobs';
import { DialogJob } from './dialog-job';

function DialogJobs({ businessId }: { businessId: string }) {
  const jobs = useBusinessJobs(businessId);
  if (jobs.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading job listings...</Trans>
      </LoadingNotice>
    );
  if (jobs.isError) {
    return (
      <div role="alert" className="py-6 text-center">
        <p className="font-medium">
          <Trans>Unable to load job listings</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Please try again later</Trans>
        </p>
      </div>
    );
  }
  const { data, total } = jobs.data;
  if (total === 0) {
    return (
      <div className="py-6 text-center">
        <p className="font-medium">
          <Trans>No current job openings</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Check back soon for new opportunities!</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <Plural value={total} one="# open position available" other="# open positions available" />
      </p>
      {data.map((job) => (
        <DialogJob key={job.id} job={job} />
      ))}
    </div>
  );
}

/** 'Jobs at {name}': the business's live jobs, fetched when the dialog opens. */
export function JobsDialog({
  businessId,
  name,
  trigger,
}: {
  businessId: string;
  name: string;
  trigger: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border bg-background shadow-lg">
          <div className="flex items-start justify-between gap-4 border-b p-4">
            <Dialog.Title className="text-lg font-semibold">
              <Trans>Jobs at {name}</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t`Close`}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>The open positions at {name}</Trans>
          </Dialog.Description>
          <div className="overflow-y-auto p-4">
            <DialogJobs businessId={businessId} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
