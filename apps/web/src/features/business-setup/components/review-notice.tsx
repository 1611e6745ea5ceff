import { BUSINESS_REVIEW_MESSAGES } from '@perks/contract';
import Clock from 'lucide-react/icons/clock';
import { useContractText } from '@/lib/i18n/contract-text';

/** What happens next while the business waits for an admin, and what the owner can do meanwhile. */
export function ReviewNotice({ businessName }: { businessName: string }) {
  const tc = useContractText();
  return (
    <section
      aria-labelledby="review-notice-heading"
      data-testid="review-notice"
      className="flex gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="space-y-1 text-sm">
        <h2 id="review-notice-heading" className="font-semibold">
          {businessName}: {tc(BUSINESS_REVIEW_MESSAGES.waitingTitle)}
        </h2>
        <p>{tc(BUSINESS_REVIEW_MESSAGES.waiting)}</p>
        <p className="text-muted-foreground">{tc(BUSINESS_REVIEW_MESSAGES.meanwhile)}</p>
      </div>
    </section>
  );
}
