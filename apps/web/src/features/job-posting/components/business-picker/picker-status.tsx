import { Loader2 } from 'lucide-react';

export type PickerStatus = 'short' | 'loading' | 'error' | 'empty' | 'none-managed';

const TEXT: Record<PickerStatus, { title: string; detail?: string }> = {
  short: { title: 'Keep typing...', detail: 'Type at least 2 characters to search' },
  loading: { title: 'Searching...' },
  error: { title: 'Failed to search businesses' },
  empty: { title: 'No businesses found', detail: 'Try a different search term' },
  'none-managed': {
    title: 'No businesses found',
    detail: 'You can post for businesses you own or manage.',
  },
};

/** The dropdown's message when there is no list to choose from. */
export function PickerStatusMessage({ status }: { status: PickerStatus }) {
  const { title, detail } = TEXT[status];
  return (
    <div className="px-3 py-4 text-center text-sm">
      <p className={status === 'error' ? 'font-medium text-destructive' : 'font-medium'}>
        {status === 'loading' && <Loader2 aria-hidden="true" className="me-2 inline size-4 animate-spin" />}
        {title}
      </p>
      {detail && <p className="mt-1 text-muted-foreground">{detail}</p>}
    </div>
  );
}
