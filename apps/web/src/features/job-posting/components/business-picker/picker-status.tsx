import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';

export type PickerStatus = 'short' | 'loading' | 'error' | 'empty' | 'none-managed';

const TEXT: Record<PickerStatus, { title: MessageDescriptor; detail?: MessageDescriptor }> = {
  short: { title: msg`Keep typing...`, detail: msg`Type at least 2 characters to search` },
  loading: { title: msg`Searching...` },
  error: { title: msg`Failed to search businesses` },
  empty: { title: msg`No businesses found`, detail: msg`Try a different search term` },
  'none-managed': {
    title: msg`No businesses found`,
    detail: msg`You can post for businesses you own or manage.`,
  },
};

/** The dropdown's message when there is no list to choose from. */
export function PickerStatusMessage({ status }: { status: PickerStatus }) {
  const { t } = useLingui();
  const { title, detail } = TEXT[status];
  return (
    <div className="px-3 py-4 text-center text-sm">
      <p className={status === 'error' ? 'font-medium text-destructive' : 'font-medium'}>
        {status === 'loading' && <Loader2 aria-hidden="true" className="me-2 inline size-4 animate-spin" />}
        {t(title)}
      </p>
      {detail && <p className="mt-1 text-muted-foreground">{t(detail)}</p>}
    </div>
  );
}
