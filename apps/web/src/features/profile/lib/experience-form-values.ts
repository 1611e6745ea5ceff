import {
  DEFAULT_WORK_EXPERIENCE_TYPE,
  type TWorkExperience,
  type TWorkExperienceInput,
  type WorkExperienceType,
} from '@perks/contract';

/** The Add/Edit form as typed: every field a string (or the current-job tick), as inputs hold them. */
export interface ExperienceFormValues {
  company_name: string;
  position_title: string;
  location: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
  description: string;
  employment_type: WorkExperienceType;
  hourly_wage: string;
}

export const emptyExperienceForm = (): ExperienceFormValues => ({
  company_name: '',
  position_title: '',
  location: '',
  start_date: '',
  end_date: '',
  is_current: false,
  description: '',
  employment_type: DEFAULT_WORK_EXPERIENCE_TYPE,
  hourly_wage: '',
});

export function entryToForm(entry: TWorkExperience): ExperienceFormValues {
  return {
    company_name: entry.company_name,
    position_title: entry.position_title,
    location: entry.location ?? '',
    start_date: entry.start_date,
    end_date: entry.end_date ?? '',
    is_current: entry.is_current,
    description: entry.description ?? '',
    employment_type: entry.employment_type,
    hourly_wage: entry.hourly_wage === null ? '' : String(entry.hourly_wage),
  };
}

/**
 * The body sent: a current job sends no end date, and a blank wage none. Trimming and dropping
 * blank text is the contract's schema's job, on both sides.
 */
export function formToPayload(values: ExperienceFormValues): TWorkExperienceInput {
  const wage = values.hourly_wage.trim();
  return {
    company_name: values.company_name,
    position_title: values.position_title,
    location: values.location,
    start_date: values.start_date,
    end_date: values.is_current ? undefined : values.end_date,
    is_current: values.is_current,
    description: values.description,
    employment_type: values.employment_type,
    hourly_wage: wage === '' ? undefined : Number(wage),
  };
}
