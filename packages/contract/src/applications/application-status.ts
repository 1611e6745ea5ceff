import { z } from 'zod';
import { APPLICATION_STATUSES, EMPLOYER_STATUSES } from './application-statuses.ts';

/** The statuses' schemas; the lists, types and labels are in application-statuses.ts. */
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, {
  error: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
});

export const ZEmployerStatus = z.enum(EMPLOYER_STATUSES, {
  error: `status must be one of ${EMPLOYER_STATUSES.join(', ')}`,
});
