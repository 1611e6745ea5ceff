import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { discountLabel, type PromotionStatus, type TPromotion } from '@perks/contract';
import { useState } from 'react';
import { HeadedSection } from '@/components/headed-section';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useManagedPromotions } from '../api/list-managed-promotions';
import { usePromotionStatus } from '../api/update-promotion-status';
import { PromotionForm } from './promotion-form';

const STATUS_LABELS = {
  active: msg`Running`,
  paused: msg`Paused`,
  ended: msg`Ended`,
} as const;

/** A business's promotions for its managers: edit, pause or resume, end (final). */
export function PromotionList({ businessId }: { businessId: string }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const promotions = useManagedPromotions(businessId);

  const day = (iso: string | null) => iso && i18n.date(iso, { dateStyle: 'medium' });
  const dates = (promotion: TPromotion) => {
    const start = day(promotion.starts_at);
    const end = day(promotion.ends_at);
    if (start && end) return t`From ${start} until ${end}`;
    if (start) return t`From ${start}`;
    return end ? t`Until ${end}` : null;
  };
  const statusNotice = (title: string, next: PromotionStatus) => {
    if (next === 'active') return t`${title} is running`;
    if (next === 'paused') return t`${title} is paused`;
    return t`${title} has ended`;
  };
  const details = (promotion: TPromotion) => {
    const discount = discountLabel(promotion.discount_type, promotion.discount_value, tc, i18n.locale);
    const maxUses = promotion.max_uses;
    const redeemed = promotion.redemptions;
    return [
      discount && tc(discount),
      maxUses && t`${maxUses} per member`,
      dates(promotion),
      t`${plural(redeemed, { one: '# redeemed', other: '# redeemed' })}`,
    ]
      .filter(Boolean)
      .join(' · ');
  };
  const status = usePromotionStatus(businessId);
  const [editing, setEditing] = useState<string | null>(null);

  const setStatus = (promotion: TPromotion, next: PromotionStatus) =>
    status.mutate(
      { promotionId: promotion.id, status: next },
      {
        onSuccess: () => toast.success(statusNotice(promotion.title, next)),
        onError: (error) => toast.error(tc(error.message)),
      },
    );

  return (
    <HeadedSection headingId="promotions-heading" title={<Trans>Your promotions</Trans>}>
      {promotions.isPending && (
        <LoadingNotice>
          <Trans>Loading promotions...</Trans>
        </LoadingNotice>
      )}
      {promotions.isError && (
        <LoadFailedNotice onRetry={() => void promotions.refetch()}>
          <Trans>Could not load promotions</Trans>
        </LoadFailedNotice>
      )}
      {promotions.data?.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>No promotions yet. Create one above.</Trans>
        </p>
      )}
      <ul className="space-y-4">
        {promotions.data?.map((promotion) => {
          const title = promotion.title;
          return (
            <li key={promotion.id} className="space-y-3 rounded-lg border p-4">
              {editing === promotion.id ? (
                <PromotionForm
                  businessId={businessId}
                  promotion={promotion}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <>
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold">{promotion.title}</h3>
                    <Badge variant={promotion.status === 'active' ? 'default' : 'outline'}>
                      {t(STATUS_LABELS[promotion.status])}
                    </Badge>
                  </div>
                  <p className="text-sm">{promotion.description}</p>
                  <p className="text-sm text-muted-foreground">{details(promotion)}</p>
                  {promotion.status !== 'ended' && (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(promotion.id)}>
                        <Trans>
                          Edit <span className="sr-only">{title}</span>
                        </Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={status.isPending}
                        onClick={() =>
                          setStatus(promotion, promotion.status === 'active' ? 'paused' : 'active')
                        }
                      >
                        {promotion.status === 'active' ? (
                          <Trans>
                            Pause <span className="sr-only">{title}</span>
                          </Trans>
                        ) : (
                          <Trans>
                            Resume <span className="sr-only">{title}</span>
                          </Trans>
                        )}
                      </Button>
                      <ConfirmDialog
                        title={t`End ${title}?`}
                        description={t`Members will no longer see it, and it cannot be started again.`}
                        confirmLabel={t`End promotion`}
                        onConfirm={() => setStatus(promotion, 'ended')}
                        trigger={
                          <Button size="sm" variant="outline" disabled={status.isPending}>
                            <Trans>
                              End <span className="sr-only">{title}</span>
                            </Trans>
                          </Button>
                        }
                      />
                    </div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
