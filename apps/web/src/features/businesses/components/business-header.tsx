import { Trans } from '@lingui/react/macro';
import { businessStatusLabel, mapsSearchUrl, type TBusinessDetail } from '@perks/contract';
import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import { BusinessLogo } from './business-logo';
import { FavoriteButton } from './favorite-button';

/** Logo (or two letters), name, status badge, the address linking to a map search, and the heart. */
export function BusinessHeader({
  business,
  favorite,
  onToggleFavorite,
}: {
  business: TBusinessDetail;
  favorite: boolean;
  onToggleFavorite(): void;
}) {
  const tc = useContractText();
  const status = businessStatusLabel(business.status);
  return (
    <header className="flex flex-wrap items-start gap-4">
      {business.hero_image_url && (
        // Decorative: the name below says whose place it is.
        <img
          src={business.hero_image_url}
          alt=""
          data-testid="business-hero"
          className="aspect-[3/1] w-full rounded-lg border object-cover"
        />
      )}
      <BusinessLogo
        name={business.name}
        logoUrl={business.logo_url}
        color={business.primary_color}
        size="lg"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{business.name}</h1>
          <Badge variant={status === 'Active' ? 'default' : 'secondary'}>{tc(status)}</Badge>
        </div>
        {business.address && (
          <a
            href={mapsSearchUrl(business.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {business.address}
            <span className="sr-only">
              <Trans>(opens a map in a new tab)</Trans>
            </span>
          </a>
        )}
      </div>
      <FavoriteButton name={business.name} favorite={favorite} onToggle={onToggleFavorite} />
    </header>
  );
}
