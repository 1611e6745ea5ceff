import { z } from 'zod';
import { TIME_OF_DAY_PATTERN } from './time-of-day.ts';

export const ZTimeOfDay = z.string().regex(TIME_OF_DAY_PATTERN, { error: 'Time must be HH:MM (24-hour)' });
