import { Trans } from '@lingui/react/macro';
import { APP_PATHS } from '@perks/contract';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CreateBusinessForm } from './create-business-form';

/**
 * The directory's 'Add Business' dialog: the spec's quick listing (name, description, address);
 * a created business opens its page. It says where an owner sets up a business they run, with
 * its type, phone, the assistant and the next steps (/businesses/create, decision 069). Both go
 * through `POST /businesses`, with the same rules and the same review.
 */
export function CreateBusinessDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Create New Business</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            <Trans>
              A quick listing: name, description and address. You become its owner. It appears in the
              directory once an administrator activates it.
            </Trans>
          </Dialog.Description>
          <p className="mt-3 rounded-md border bg-muted/40 p-3 text-sm">
            <Trans>
              Run this place yourself?{' '}
              <Link to={APP_PATHS.createBusiness} className="font-medium underline">
                Set up your business
              </Link>{' '}
              instead: add its type and phone, or describe it to our assistant, then your logo, staff list and
              first job.
            </Trans>
          </p>
          <div className="mt-4">
            {open && (
              <CreateBusinessForm
                onCreated={(business) => {
                  setOpen(false);
                  navigate(`/business/${business.id}`);
                }}
                onCancel={() => setOpen(false)}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
