import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { companySizeBadge, openPositionsBadge, type TDirectoryBusiness } from '@perks/contract';
import { Briefcase, MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router';
import { DistanceMiles } from '@/components/distance-miles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { BusinessLogo } from './business-logo';
import { FavoriteButton } from './favorite-button';
import { JobsDialog } from './jobs-dialog';

/**
 * One business in the directory (docs/product.md, "Business directory"). Long names and addresses
 * wrap rather than widen the card, so the heart stays on a phone's screen.
 */
export function BusinessCard({
  business,
  favorite,
  onToggleFavorite,
}: {
  business: TDirectoryBusiness;
  favorite: boolean;
  onToggleFavorite(): void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const openBadge = openPositionsBadge(business.active_job_count, tc);
  const sizeBadge = companySizeBadge(business.employee_count, tc);
  const jobCount = business.active_job_count;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <BusinessLogo name={business.name} logoUrl={business.logo_url} color={business.primary_color} />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            {business.primary_color && (
              <span
                aria-hidden="true"
                className="inline-block size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: business.primary_color }}
              />
            )}
            <Link
              to={`/business/${business.id}`}
              className="min-w-0 rounded-sm wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {business.name}
            </Link>
          </h2>
          {business.address && (
            <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span className="min-w-0 wrap-anywhere">{business.address}</span>
            </p>
          )}
          {/* Only in a search near a place, for a business with a point (decision 099). */}
          {business.distance_miles != null && (
            <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
              <Navigation aria-hidden="true" className="size-3.5 shrink-0" />
              <DistanceMiles miles={business.distance_miles} />
            </p>
          )}
        </div>
        <FavoriteButton name={business.name} favorite={favorite} onToggle={onToggleFavorite} />
      </div>
      <div className="flex flex-wrap gap-2">
        {openBadge && <Badge>{openBadge}</Badge>}
        {sizeBadge && <Badge variant="outline">{sizeBadge}</Badge>}
        {!business.is_active && (
          <Badge variant="secondary">
            <Trans>Waiting for review</Trans>
          </Badge>
        )}
      </div>
      <JobsDialog
        businessId={business.id}
        name={business.name}
        trigger={
          <Button variant="outline" size="sm" className="mt-auto self-start">
            <Briefcase aria-hidden="true" />
            {jobCount > 0
              ? t`${plural(jobCount, { one: 'View # Job', other: 'View # Jobs' })}`
              : t`View Jobs`}
          </Button>
        }
      />
    </li>
  );
}
