import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { MembershipStatus } from '@/features/membership';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMemberProfile } from '../api/get-member-profile';
import { AccountForm } from '../components/account-form';
import { CertificatesSection } from '../components/certificates-section';
import { ProfileHeader, profileName } from '../components/profile-header';
import { WorkExperienceSection } from '../components/work-experience-section';

/**
 * Routes /profile and /profile/:userId (docs/product.md, "Profiles and work experience"). Own
 * profile: no userId, or the signed-in person's. Others get a Back button and no edit controls.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const tc = useContractText();
  const { userId: routeUserId } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const userId = routeUserId ?? user?.id;
  const own = Boolean(user) && userId === user?.id;
  const profile = useMemberProfile(userId);
  useDocumentTitle(profile.data ? profileName(profile.data, t`User`) : t`Profile`);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      {!own && (
        <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back</Trans>
        </Button>
      )}
      {profile.isPending ? (
        <div role="status" aria-label={t`Loading profile`}>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : profile.isError ? (
        <div role="alert" className="rounded-lg border p-6">
          <h1 className="text-xl font-semibold">
            <Trans>Profile not found</Trans>
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">{tc(profile.error.message)}</p>
        </div>
      ) : (
        <>
          <ProfileHeader profile={profile.data}>{own && user && <AccountForm user={user} />}</ProfileHeader>
          {own && <MembershipStatus />}
          {own && <CertificatesSection />}
          <WorkExperienceSection
            userId={profile.data.id}
            own={own}
            verifiedEmployers={profile.data.verified_employers}
          />
        </>
      )}
    </div>
  );
}
