import { Trans, useLingui } from '@lingui/react/macro';
import { HeadedSection } from '@/components/headed-section';
import { PageHeading } from '@/components/page-heading';
import { ManagedBusinessScope } from '@/features/businesses';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PromotionForm } from '../components/promotion-form';
import { PromotionList } from '../components/promotion-list';

/**
 * Route /promotions (docs/product.md, "Perks, promotions and reviews"): an owner or manager runs each business's
 * promotions, as the staff list is kept at /staff. `?business=` picks the business.
 */
export function PromotionsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Promotions`);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8 sm:px-6">
      <PageHeading title={<Trans>Promotions</Trans>}>
        <Trans>
          Verified members see running promotions on the Perks page and your business page. Record a use when
          you check their card in.
        </Trans>
      </PageHeading>
      <ManagedBusinessScope
        id="promotions-business"
        none={t`You don't own or manage a business yet, so there are no promotions to run.`}
      >
        {(business) => (
          <>
            <HeadedSection headingId="new-promotion-heading" title={<Trans>New promotion</Trans>}>
              <PromotionForm key={`new-${business.id}`} businessId={business.id} />
            </HeadedSection>
            <PromotionList key={`list-${business.id}`} businessId={business.id} />
          </>
        )}
      </ManagedBusinessScope>
    </div>
  );
}
