import { Trans, useLingui } from '@lingui/react/macro';
import { UUID_PATTERN } from '@perks/contract';
import { Loader2 } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBusiness } from '../api/get-business';
import { useUserBusinesses } from '../api/list-user-businesses';
import { AboutCard } from '../components/about-card';
import { BusinessHeader } from '../components/business-header';
import { DetailCard } from '../components/detail-card';
import { InstagramCard } from '../components/instagram-card';
import { OpenJobsCard } from '../components/open-jobs-card';
import { OpeningHoursCard } from '../components/opening-hours-card';
import { SignalsCard } from '../components/signals-card';
import { managedBusinesses } from '../lib/managed-businesses';
import { useFavorites } from '../lib/use-favorites';

/**
 * Where 'Back' goes (docs/decisions/061-spec-last-rows.md): the directory needs sign-in, so a
 * visitor goes to the public partner page instead. Until the session check has run everyone is a
 * visitor, as on the server's HTML, so hydration matches.
 */
function useBackTo(): { to: string; label: string } {
  const { t } = useLingui();
  const { initialised, user } = useAuth();
  return initialised && user
    ? { to: '/businesses', label: t`Back to Businesses` }
    : { to: '/restaurants', label: t`Back to Partner Discounts` };
}

/**
 * Whether the person may edit this business (its owners and managers, admins), once the session
 * check has run; the server checks again on save (decision 068).
 */
function useMayEdit(businessId: string): boolean {
  const auth = useAuth();
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const mayEdit =
    auth.isAdmin || managedBusinesses(memberships.data).some((business) => business.id === businessId);
  return auth.initialised && mayEdit;
}

/** 'Edit profile' for the people who may edit this business. */
function EditProfileLink({ businessId }: { businessId: string }) {
  if (!useMayEdit(businessId)) return null;
  return (
    <ButtonLink variant="outline" size="sm" to={`/business/${businessId}/edit`}>
      <Trans>Edit profile</Trans>
    </ButtonLink>
  );
}

function BusinessNotFound() {
  const back = useBackTo();
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardContent padding="none" className="space-y-3 px-6 py-10">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Business not found</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>We couldn't load this business. Please go back and try again.</Trans>
        </p>
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Perks and reviews depend on who is looking, and their code is not in this page's chunk: they
 * load once the session check has run, so the server's HTML and the first paint show the same
 * loading line.
 */
function AfterSessionCheck({
  ready,
  loadingText,
  children,
}: {
  ready: boolean;
  loadingText: string;
  children: ReactNode;
}) {
  const loading = <LoadingNotice>{loadingText}</LoadingNotice>;
  return ready ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

/** A section of the business page that another feature draws (perks, reviews). */
type BusinessSection = ComponentType<{ businessId: string }>;

/**
 * Route /business/:id, public and painted from the server's HTML for visitors (decision 025). A
 * business that is not active reads 'Business not found' until the session check has run; then it
 * is asked for again, so its owners and admins see it. The perks and reviews sections belong to
 * other features and are handed in by the app (`app/pages/business-page.tsx`).
 */
export function BusinessDetailPage({
  perksSection: PerksSection,
  reviewsSection: ReviewsSection,
}: {
  perksSection: BusinessSection;
  reviewsSection: BusinessSection;
}) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { initialised } = useAuth();
  const validId = UUID_PATTERN.test(id);
  const query = useBusiness(id, { enabled: validId && initialised });
  const favorites = useFavorites();
  const back = useBackTo();
  const mayEdit = useMayEdit(id);
  useDocumentTitle(query.data?.name ?? (validId && !query.isError ? t`Business` : t`Business not found`));

  let content: ReactNode;
  if (!validId || query.isError) content = <BusinessNotFound />;
  else if (query.isPending)
    content = (
      <p role="status" className="flex justify-center py-16">
        <Loader2 aria-hidden="true" className="size-8 animate-spin text-muted-foreground" />
        <span className="sr-only">
          <Trans>Loading business…</Trans>
        </span>
      </p>
    );
  else {
    const business = query.data;
    content = (
      <div className="space-y-6">
        <BusinessHeader
          business={business}
          favorite={favorites.isFavorite(business.id)}
          onToggleFavorite={() => favorites.toggle(business.id)}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <AboutCard business={business} showBrandColour={mayEdit} />
          <SignalsCard business={business} />
        </div>
        <OpeningHoursCard hours={business.opening_hours} />
        {/* Without JavaScript the session check never runs, so these would say 'Loading' for ever:
            until it has, a browser without scripts leaves them out (the server's HTML is such). */}
        <div className={initialised ? 'space-y-6' : 'space-y-6 [@media(scripting:none)]:hidden'}>
          <DetailCard id="business-perks" title={t`Member Perks`}>
            <AfterSessionCheck ready={initialised} loadingText={t`Loading perks...`}>
              <PerksSection businessId={business.id} />
            </AfterSessionCheck>
          </DetailCard>
          <DetailCard id="business-reviews" title={t`Reviews`}>
            <AfterSessionCheck ready={initialised} loadingText={t`Loading reviews...`}>
              <ReviewsSection businessId={business.id} />
            </AfterSessionCheck>
          </DetailCard>
        </div>
        <InstagramCard link={business.instagram_url} businessName={business.name} />
        <OpenJobsCard businessId={business.id} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <BackLink to={back.to}>{back.label}</BackLink>
        {validId && query.data && <EditProfileLink businessId={query.data.id} />}
      </div>
      {content}
    </div>
  );
}
