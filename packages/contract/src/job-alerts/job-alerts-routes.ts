import { ok } from '../api/envelope.ts';
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
  'GET /user/job-alerts': {
    summary: "The caller's job alerts (the latest first) and the address alerts are e-mailed to",
    access: 'user',
    responses: { 200: ok(ZJobAlertList) },
  },
  'POST /user/job-alerts': {
    summary: 'Save a search (the job board filters) with its alert settings; at most 20 per person',
    access: 'user',
    body: ZCreateJobAlertRequest,
    responses: { 201: ok(ZJobAlert) },
  },
  'PATCH /user/job-alerts/{alertId}': {
    summary: "Change, pause or resume one of the caller's job alerts",
    access: 'user',
    params: ZJobAlertParams,
    body: ZUpdateJobAlertRequest,
    responses: { 200: ok(ZJobAlert) },
  },
  'DELETE /user/job-alerts/{alertId}': {
    summary: "Delete one of the caller's job alerts (absent is fine); answers the remaining list",
    access: 'user',
    params: ZJobAlertParams,
    responses: { 200: ok(ZJobAlertList) },
  },
  'PUT /user/job-alerts/email': {
    summary:
      'Set the address alerts are e-mailed to and send it a confirmation link; unconfirmed until the link is opened',
    access: 'user',
    body: ZSetAlertEmailRequest,
    responses: { 200: ok(ZAlertEmail) },
  },
  'POST /job-alerts/email/confirm': {
    summary: 'Confirm an alert address with the token from its confirmation link (no sign-in needed)',
    access: 'public',
    body: ZConfirmAlertEmailRequest,
    responses: { 200: ok(ZAlertEmail) },
  },
  'GET /job-alerts/unsubscribe/{token}': {
    summary: 'What an unsubscribe link will do, without doing it (no sign-in needed)',
    access: 'public',
    params: ZUnsubscribeParams,
    responses: { 200: ok(ZUnsubscribeResult) },
  },
  'POST /job-alerts/unsubscribe/{token}': {
    summary:
      'Stop e-mail for the alert named by a signed unsubscribe link; RFC 8058 one-click (List-Unsubscribe=One-Click) posts here',
    access: 'public',
    params: ZUnsubscribeParams,
    responses: { 200: ok(ZUnsubscribeResult) },
  },
});
