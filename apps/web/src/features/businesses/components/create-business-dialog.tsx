import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CreateBusinessForm } from './create-business-form';

/** The directory's 'Add Business' dialog; a created business opens its page. */
export function CreateBusinessDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Create New Business</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            You become its owner. It appears in the directory once an administrator activates it.
          </Dialog.Description>
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
