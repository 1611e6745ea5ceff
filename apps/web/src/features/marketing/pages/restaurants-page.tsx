import { Trans, useLingui } from '@lingui/react/macro';
import { businessTypeLabel, type TPartner } from '@perks/contract';
import { MapPin, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { SITE } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePartners } from '../api/list-partners';

function PartnerCard({ partner }: { partner: TPartner }) {
  const { t } = useLingui();
  const tc = useContractText();
  const name = partner.name;
  return (
    <li className="flex flex-col rounded-lg border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">
        <Link to={`/business/${partner.id}`} className="underline-offset-4 hover:underline">
          {partner.name}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">{businessTypeLabel(partner.business_type, tc)}</p>
      {partner.perks.length > 0 ? (
        <ul aria-label={t`Perks at ${name}`} className="mt-3 flex flex-wrap gap-2">
          {partner.perks.map((perk) => (
            <li
              key={perk.id}
              className="inline-flex w-fit items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground"
            >
              <Tag aria-hidden="true" className="size-3.5" />
              {perk.title}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">
          <Trans>No perk running right now.</Trans>
        </p>
      )}
      {partner.address && (
        <p className="mt-4 flex flex-1 items-end gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="mb-0.5 size-4 shrink-0" />
          {partner.address}
        </p>
      )}
    </li>
  );
}

function PartnerGrid() {
  const partners = usePartners();
  if (partners.isPending)
    return (
      <LoadingNotice className="mt-12 justify-center">
        <Trans>Loading partners...</Trans>
      </LoadingNotice>
    );
  if (partners.isError) {
    return (
      <LoadFailedNotice centered className="mt-12" onRetry={() => void partners.refetch()}>
        <Trans>The partners could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }
  if (partners.data.partners.length === 0) {
    return (
      <p className="mt-12 text-center text-muted-foreground">
        <Trans>Our first partners are signing up now.</Trans>
      </p>
    );
  }
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {partners.data.partners.map((partner) => (
        <PartnerCard key={partner.id} partner={partner} />
      ))}
    </ul>
  );
}

/**
 * Route /restaurants: the partner discounts members get, from the database (every active partner
 * and its live perks' titles; the terms are for members, on /perks). Server-rendered, so it lists
 * the partners without JavaScript (docs/decisions/061-spec-last-rows.md).
 */
export function RestaurantsPage() {
  const { t } = useLingui();
  const city = SITE.city;
  const partnerWithUs = t`Partner With Us`;
  useDocumentTitle(t`Partner Discounts`);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Partner Discounts</Trans>
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          <Trans>Show your member card at these {city} favorites and save on every visit.</Trans>
        </p>
        <p className="mt-4">
          <Link to="/perks" className="font-medium underline">
            <Trans>Members: see today's live perks</Trans>
          </Link>
        </p>
      </header>
      <PartnerGrid />
      <section aria-labelledby="partner-heading" className="mt-16 rounded-lg bg-muted p-8 text-center">
        <h2 id="partner-heading" className="text-2xl font-bold">
          <Trans>Own a restaurant or bar?</Trans>
        </h2>
        <p className="mt-2 text-muted-foreground">
          <Trans>Reach hundreds of local hospitality workers by offering a member perk.</Trans>
        </p>
        <Button asChild size="lg" className="mt-6">
          <a href={`mailto:${SITE.email}?subject=${encodeURIComponent(partnerWithUs)}`}>{partnerWithUs}</a>
        </Button>
      </section>
    </div>
  );
}
