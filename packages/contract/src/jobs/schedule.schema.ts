import { z } from 'zod';
import { ZDay } from './enums.schema.ts';
import { ZTimeOfDay } from './time-of-day.schema.ts';

/** One shift on one day: the shape the API stores and returns in schedule_data. */
export const ZShift = z.object({ day: ZDay, startTime: ZTimeOfDay, endTime: ZTimeOfDay });
export type TShift = z.infer<typeof ZShift>;
