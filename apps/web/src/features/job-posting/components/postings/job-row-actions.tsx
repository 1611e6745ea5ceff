import { Trans } from '@lingui/react/macro';
import { Eye, Pencil, Users } from 'lucide-react';
import { Link } from 'react-router';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

/** The row menu: View Details, Edit Job, and the job's applicants (disabled while there are none). */
export function JobRowActions({
  jobId,
  title,
  applications,
}: {
  jobId: string;
  title: string;
  applications: number;
}) {
  return (
    <RowActionsMenu label={title}>
      <DropdownMenuItem asChild>
        <Link to={`/jobs/${jobId}`}>
          <Eye aria-hidden="true" />
          <Trans>View Details</Trans>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={`/jobs/${jobId}/edit`}>
          <Pencil aria-hidden="true" />
          <Trans>Edit Job</Trans>
        </Link>
      </DropdownMenuItem>
      {applications > 0 ? (
        <DropdownMenuItem asChild>
          <Link to={`/jobs/${jobId}/applications`}>
            <Users aria-hidden="true" />
            <Trans>View Applications ({applications})</Trans>
          </Link>
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem disabled>
          <Users aria-hidden="true" />
          <Trans>View Applications (0)</Trans>
        </DropdownMenuItem>
      )}
    </RowActionsMenu>
  );
}
