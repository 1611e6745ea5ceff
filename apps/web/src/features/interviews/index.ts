// The interviews feature's public surface: an application's interviews, on the applicant card,
// on My Applications and in the conversation (decision 090).
export { InterviewPanel } from './components/interview-panel';
