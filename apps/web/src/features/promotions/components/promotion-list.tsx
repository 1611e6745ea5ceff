import { discountLabel, type PromotionStatus, type TPromotion } from '@perks/contract';
import { format } from 'date-fns';
import { useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useManagedPromotions } from '../api/list-managed-promotions';
import { usePromotionStatus } from '../api/update-promotion-status';
import { PromotionForm } from './promotion-form';

const STATUS_LABELS: Record<PromotionStatus, string> = {
  active: 'Running',
  paused: 'Paused',
  ended: 'Ended',
};

const dates = (promotion: TPromotion) =>
  [
    promotion.starts_at && `from ${format(new Date(promotion.starts_at), 'MMM d, yyyy')}`,
    promotion.ends_at && `until ${format(new Date(promotion.ends_at), 'MMM d, yyyy')}`,
  ]
    .filter(Boolean)
    .join(' ');

/** A business's promotions for its managers: edit, pause or resume, end (final). */
export function PromotionList({ businessId }: { businessId: string }) {
  const promotions = useManagedPromotions(businessId);
  const status = usePromotionStatus(businessId);
  const [editing, setEditing] = useState<string | null>(null);

  const setStatus = (promotion: TPromotion, next: PromotionStatus) =>
    status.mutate(
      { promotionId: promotion.id, status: next },
      {
        onSuccess: () => toast.success(`${promotion.title}: ${STATUS_LABELS[next].toLowerCase()}`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section aria-labelledby="promotions-heading" className="space-y-4">
      <h2 id="promotions-heading" className="text-xl font-semibold">
        Your promotions
      </h2>
      {promotions.isPending && <LoadingNotice>Loading promotions...</LoadingNotice>}
      {promotions.isError && (
        <LoadFailedNotice onRetry={() => void promotions.refetch()}>
          Could not load promotions
        </LoadFailedNotice>
      )}
      {promotions.data?.length === 0 && (
        <p className="text-muted-foreground">No promotions yet. Create one above.</p>
      )}
      <ul className="space-y-4">
        {promotions.data?.map((promotion) => (
          <li key={promotion.id} className="space-y-3 rounded-lg border p-4">
            {editing === promotion.id ? (
              <PromotionForm businessId={businessId} promotion={promotion} onDone={() => setEditing(null)} />
            ) : (
              <>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold">{promotion.title}</h3>
                  <Badge variant={promotion.status === 'active' ? 'default' : 'outline'}>
                    {STATUS_LABELS[promotion.status]}
                  </Badge>
                </div>
                <p className="text-sm">{promotion.description}</p>
                <p className="text-sm text-muted-foreground">
                  {[
                    discountLabel(promotion.discount_type, promotion.discount_value),
                    promotion.max_uses && `${promotion.max_uses} per member`,
                    dates(promotion),
                    `${promotion.redemptions} redeemed`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {promotion.status !== 'ended' && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(promotion.id)}>
                      Edit <span className="sr-only">{promotion.title}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={status.isPending}
                      onClick={() =>
                        setStatus(promotion, promotion.status === 'active' ? 'paused' : 'active')
                      }
                    >
                      {promotion.status === 'active' ? 'Pause' : 'Resume'}{' '}
                      <span className="sr-only">{promotion.title}</span>
                    </Button>
                    <ConfirmDialog
                      title={`End ${promotion.title}?`}
                      description="Members will no longer see it, and it cannot be started again."
                      confirmLabel="End promotion"
                      onConfirm={() => setStatus(promotion, 'ended')}
                      trigger={
                        <Button size="sm" variant="outline" disabled={status.isPending}>
                          End <span className="sr-only">{promotion.title}</span>
                        </Button>
                      }
                    />
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
