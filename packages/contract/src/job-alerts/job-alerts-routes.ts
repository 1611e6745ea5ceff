import { publicRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import {
  ZAlertEmail,
  ZConfirmAlertEmailRequest,
  ZCreateJobAlertRequest,
  ZJobAlert,
  ZJobAlertList,
  ZJobAlertParams,
  ZSetAlertEmailRequest,
  ZUnsubscribeParams,
  ZUnsubscribeResult,
  ZUpdateJobAlertRequest,
} from './job-alerts.ts';

/** Saved searches with alerts by e-mail and text, and the links in the e-mails (decision 058). */
export const JOB_ALERTS_ROUTES = featureRoutes('job-alerts', {
  'GET /user/job-alerts': signedInRoute(
    "The caller's job alerts (the latest first) and the address alerts are e-mailed to",
    { ok: ZJobAlertList },
  ),
  'POST /user/job-alerts': signedInRoute(
    'Save a search (the job board filters) with its alert settings; at most 20 per person',
    { body: ZCreateJobAlertRequest, created: ZJobAlert },
  ),
  'PATCH /user/job-alerts/{alertId}': signedInRoute(
    "Change, pause or resume one of the caller's job alerts",
    { params: ZJobAlertParams, body: ZUpdateJobAlertRequest, ok: ZJobAlert },
  ),
  'DELETE /user/job-alerts/{alertId}': signedInRoute(
    "Delete one of the caller's job alerts; answers the remaining list (404, as for a change, when it is not one of theirs)",
    { params: ZJobAlertParams, ok: ZJobAlertList },
  ),
  'PUT /user/job-alerts/email': signedInRoute(
    'Set the address alerts are e-mailed to and send it a confirmation link; unconfirmed until the link is opened',
    { body: ZSetAlertEmailRequest, ok: ZAlertEmail },
  ),
  'POST /job-alerts/email/confirm': publicRoute(
    'Confirm an alert address with the token from its confirmation link (no sign-in needed)',
    { body: ZConfirmAlertEmailRequest, ok: ZAlertEmail },
  ),
  'GET /job-alerts/unsubscribe/{token}': publicRoute(
    'What an unsubscribe link will do, without doing it (no sign-in needed)',
    { params: ZUnsubscribeParams, ok: ZUnsubscribeResult },
  ),
  'POST /job-alerts/unsubscribe/{token}': publicRoute(
    'Stop e-mail for the alert named by a signed unsubscribe link; RFC 8058 one-click (List-Unsubscribe=One-Click) posts here',
    { params: ZUnsubscribeParams, ok: ZUnsubscribeResult },
  ),
});
