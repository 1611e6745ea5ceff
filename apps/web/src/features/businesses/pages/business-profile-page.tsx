import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_PROFILE_MESSAGES, type TBusinessDetail, UUID_PATTERN } from '@perks/contract';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { QueryStates } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBusiness } from '../api/get-business';
import { useUserBusinesses } from '../api/list-user-businesses';
import { BusinessImageField } from '../components/business-image-field';
import { BusinessProfileForm } from '../components/business-profile-form';
import { managedBusinesses } from '../lib/managed-businesses';

/** Where someone who runs no business goes instead: the setup flow. */
function NoBusiness() {
  const tc = useContractText();
  return (
    <div className="space-y-3">
      <p>{tc(BUSINESS_PROFILE_MESSAGES.noBusiness)}</p>
      <ButtonLink to="/setup">
        <Trans>Set up your business</Trans>
      </ButtonLink>
    </div>
  );
}

/**
 * Route /business/:id/edit (decision 068): the business's owners and managers, and admins, edit
 * its public profile, logo and hero image. Someone who runs several businesses switches between
 * them here; the server decides who may save.
 */
export function BusinessProfilePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const validId = UUID_PATTERN.test(id);
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const managed = managedBusinesses(memberships.data);
  const mayEdit = auth.isAdmin || managed.some((business) => business.id === id);
  const query = useBusiness(id, { enabled: validId && mayEdit });
  const businessName = query.data?.name;
  useDocumentTitle(businessName ? t`Edit ${businessName}` : t`Edit business profile`);

  const editor = (business: TBusinessDetail) => (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{business.name}</h2>
        <ButtonLink variant="outline" to={`/business/${business.id}`}>
          <Trans>View public page</Trans>
        </ButtonLink>
      </div>
      <section aria-labelledby="profile-images-heading" className="space-y-4">
        <h2 id="profile-images-heading" className="text-lg font-semibold">
          <Trans>Logo and hero image</Trans>
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <BusinessImageField businessId={business.id} imageType="logo" url={business.logo_url} />
          <BusinessImageField businessId={business.id} imageType="hero" url={business.hero_image_url} />
        </div>
      </section>
      {/* A fresh form per business, so switching never carries one's values into another. */}
      <BusinessProfileForm key={business.id} business={business} />
    </div>
  );
  // The person's businesses first (they say whether this one is theirs), then the business.
  const content = (
    <QueryStates
      query={memberships}
      loading={<Trans>Loading your businesses...</Trans>}
      failed={<Trans>Could not load your businesses</Trans>}
    >
      {() =>
        !validId || !mayEdit ? (
          <NoBusiness />
        ) : (
          <QueryStates
            query={query}
            loading={<Trans>Loading the business...</Trans>}
            failed={<Trans>Could not load the business</Trans>}
          >
            {editor}
          </QueryStates>
        )
      }
    </QueryStates>
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to="/dashboard">
        <Trans>Back to Dashboard</Trans>
      </BackLink>
      <PageHeading title={<Trans>Business profile</Trans>} tracking="tight">
        <Trans>
          What people see on your business page. Name, type and status are changed by an administrator.
        </Trans>
      </PageHeading>
      {managed.length > 1 && (
        <Field id="profile-business" label={t`Business`} className="max-w-sm">
          <NativeSelect
            id="profile-business"
            value={managed.some((business) => business.id === id) ? id : ''}
            onChange={(event) => navigate(`/business/${event.target.value}/edit`)}
          >
            {!managed.some((business) => business.id === id) && (
              <option value="">{t`Choose a business`}</option>
            )}
            {managed.map((business) => (
              <option key={business.id} value={business.id}>
                {business.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      {content}
    </div>
  );
}
