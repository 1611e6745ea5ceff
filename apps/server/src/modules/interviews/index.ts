import type { FastifyInstance } from 'fastify';
import { registerNoticeJobs } from './interview-notices.ts';
import { interviewReplies } from './interview-replies.ts';

// The interviews module's public surface: its routes are mounted through modules/index.ts; the
// app declares its notice and reminder jobs and adds the answers by text to invitations.

/**
 * Declares the interview jobs and adds the numbered answers to invitation texts to the text
 * replies, ahead of the conversations' handler (a number answering an invitation picks a time).
 */
export function registerInterviewJobs(app: FastifyInstance): void {
  registerNoticeJobs(app);
  app.textReplies.add(interviewReplies(app));
}
