import type { TWorkExperience } from '@perks/contract';
import type { WorkExperienceRow } from '../../db/schema/index.ts';

/** A stored entry as the API returns it. */
export function toWorkExperience(row: WorkExperienceRow): TWorkExperience {
  return {
    id: row.id,
    user_id: row.user_id,
    company_name: row.company_name,
    position_title: row.position_title,
    location: row.location,
    start_date: row.start_date,
    end_date: row.end_date,
    is_current: row.is_current,
    description: row.description,
    employment_type: row.employment_type,
    hourly_wage: row.hourly_wage,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
