// The job alerts feature's public surface: the button on /jobs (put there by the app's page, as
// the saved jobs' heart is). Its screens are loaded by the router.
export { GetAlertsButton } from './components/get-alerts-button';
