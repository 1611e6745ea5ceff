import { Trans, useLingui } from '@lingui/react/macro';
import { APP_PATHS } from '@perks/contract';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewBusiness } from '../components/new-business';

/**
 * Route /businesses/create ('Add Your Business' on the dashboard, decision 069): the setup's first
 * step for any business the person runs, their first or another one; once created, /setup shows
 * that business's next steps. The same form and assistant as /setup, never a shorter copy.
 */
export function AddBusinessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add Your Business`);
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={<Trans>Add Your Business</Trans>} tracking="tight">
        <Trans>
          For a bar, restaurant or café you own or run. After it is created you add its logo, your staff list
          and your first job.
        </Trans>
      </PageHeading>
      <NewBusiness
        onCreated={(business) => navigate(`${APP_PATHS.setup}?business=${encodeURIComponent(business.id)}`)}
      />
    </div>
  );
}
