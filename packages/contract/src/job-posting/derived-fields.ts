import { employmentTypeForHours, weeklyHoursFromBlocks } from '../jobs/derive.ts';
import type { EmploymentType, RoleType } from '../jobs/enums.ts';
import { roleTypeFromTitle } from '../jobs/role-type.ts';
import type { TShift } from '../jobs/schedule.schema.ts';
import type { ShiftBlock } from '../jobs/schedule.ts';

export interface DerivedJobFields {
  employment_type: EmploymentType;
  role_type: RoleType;
  weekly_hours: number;
}

/**
 * The values the job form shows but never asks for (docs/product.md, "Posting a job"): weekly hours
 * from the shifts, employment type from those hours, and the role type the poster chose or, when
 * they left it, the one the title names (docs/decisions/018-job-role-types.md). The form's preview
 * and the server's save both call this, so the two can't disagree.
 */
export function deriveJobFields(job: {
  title: string;
  schedule: readonly ShiftBlock[] | readonly TShift[];
  role_type?: RoleType | null;
}): DerivedJobFields {
  const blocks = job.schedule.map((entry) =>
    'days' in entry ? entry : { days: [entry.day], startTime: entry.startTime, endTime: entry.endTime },
  );
  const weekly_hours = weeklyHoursFromBlocks(blocks);
  return {
    employment_type: employmentTypeForHours(weekly_hours),
    role_type: job.role_type ?? roleTypeFromTitle(job.title),
    weekly_hours,
  };
}
