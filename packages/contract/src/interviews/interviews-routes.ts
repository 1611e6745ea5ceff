import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZInterview,
  ZInterviewAnswer,
  ZInterviewCancel,
  ZInterviewChoice,
  ZInterviewInvite,
  ZInterviewList,
  ZInterviewOutcomeInput,
  ZInterviewReschedule,
} from './interviews.schema.ts';

/** Interviews on an application (decision 090). */
export const INTERVIEWS_ROUTES = featureRoutes('interviews', {
  'GET /applications/{id}/interviews': signedInRoute(
    "An application's interview invitations, newest first (the applicant, and the owners and managers of its business, who also see the applicant's no-shows at the business)",
    { params: ZIdParams, ok: ZInterviewList },
  ),
  'POST /applications/{id}/interviews': signedInRoute(
    'Invite the applicant to an interview: up to 5 Portland times, the place, with whom, a note (owners and managers; a daily budget per business); the status becomes Interview',
    { params: ZIdParams, body: ZInterviewInvite, created: ZInterview },
  ),
  'POST /interviews/{id}/choose': signedInRoute(
    'The applicant picks one offered time; a time another applicant took meanwhile is a 409 with the times left',
    { params: ZIdParams, body: ZInterviewChoice, ok: ZInterview },
  ),
  'POST /interviews/{id}/decline': signedInRoute('The applicant declines the invitation', {
    params: ZIdParams,
    body: ZInterviewAnswer,
    ok: ZInterview,
  }),
  'POST /interviews/{id}/other-times': signedInRoute('The applicant asks for other times', {
    params: ZIdParams,
    body: ZInterviewAnswer,
    ok: ZInterview,
  }),
  'POST /interviews/{id}/reschedule': signedInRoute(
    'Reschedule, with a reason: the business offers new times (a new invitation); the applicant asks for other times. The other side is told',
    { params: ZIdParams, body: ZInterviewReschedule, ok: ZInterview },
  ),
  'POST /interviews/{id}/cancel': signedInRoute('Cancel, with a reason; the other side is told', {
    params: ZIdParams,
    body: ZInterviewCancel,
    ok: ZInterview,
  }),
  'POST /interviews/{id}/outcome': signedInRoute(
    "After the interview's time, the business marks it Attended or No-show",
    { params: ZIdParams, body: ZInterviewOutcomeInput, ok: ZInterview },
  ),
});
