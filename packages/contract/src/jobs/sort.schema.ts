import { z } from 'zod';
import { JOB_SORT_FIELDS, SORT_ORDERS } from './sort.ts';

export const ZJobSortField = z.enum(JOB_SORT_FIELDS, {
  error: `sort_by must be one of ${JOB_SORT_FIELDS.join(', ')}`,
});

export const ZSortOrder = z.enum(SORT_ORDERS, { error: 'sort_order must be asc or desc' });
