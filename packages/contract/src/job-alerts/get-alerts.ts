// Apart from job-alerts.ts and its zod schemas: /jobs shows this before anyone opens the form.
/** The call to action on /jobs that saves the current filters as an alert. */
export const GET_ALERTS_FOR_SEARCH = 'Get alerts for this search';
