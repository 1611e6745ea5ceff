import { z } from 'zod';
import {
  DAYS,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  ROLE_TYPES,
  START_AVAILABILITY,
  TIP_STRUCTURES,
} from './enums.ts';

/** The job vocabularies as zod enums, each naming its field and the allowed values when refused. */

export const ZEmploymentType = z.enum(EMPLOYMENT_TYPES, {
  error: `employment_type must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
});
export const ZRoleType = z.enum(ROLE_TYPES, { error: `role_type must be one of ${ROLE_TYPES.join(', ')}` });
export const ZTipStructure = z.enum(TIP_STRUCTURES, {
  error: `tip_structure must be one of ${TIP_STRUCTURES.join(', ')}`,
});
export const ZJobStatus = z.enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}` });
export const ZStartAvailability = z.enum(START_AVAILABILITY, {
  error: `start_availability must be one of ${START_AVAILABILITY.join(', ')}`,
});
export const ZDay = z.enum(DAYS, { error: `day must be one of ${DAYS.join(', ')}` });
