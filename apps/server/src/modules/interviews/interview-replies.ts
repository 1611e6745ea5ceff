import { formatInterviewTime, interviewTimeTakenSms } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { OrdinaryReplyHandler } from '../notifications/index.ts';
import { interviewTextCategory } from './interview-notices.ts';
import * as repo from './interviews.repository.ts';
import { chooseIn } from './interviews.service.ts';

/** An answer by number: the number alone ('2', ' 2. ', '#2'). */
const NUMBER_ANSWER = /^\s*#?(\d{1,2})[.!]?\s*$/u;
/** How far back a number looks for the invitation text it answers. */
const LOOKS_BACK_MS = 30 * 86_400_000;
/** How far back a conversation's own numbered question counts (decision 087). */
const PROMPT_LOOKS_BACK_MS = 24 * 3_600_000;

/**
 * A number answering an invitation text picks that time (decision 090), in the transaction that
 * records the gateway's message id, so the same reply posted twice chooses once. A time another
 * worker took meanwhile leaves the invitation open and the worker is texted the times left, with
 * the numbers they had. Anything else (words, or no invitation waiting) is left to the
 * conversations' handler.
 */
export function interviewReplies(app: FastifyInstance): OrdinaryReplyHandler {
  return async (tx, { phone, body, now }) => {
    const number = NUMBER_ANSWER.exec(body);
    if (!number) return null;
    const invitation = await repo.waitingInvitation(tx, phone, new Date(now.getTime() - LOOKS_BACK_MS));
    if (!invitation?.sent_at) return null;
    // A conversation's question asked after the invitation is what a number answers.
    if (
      await repo.newerConversationQuestion(
        tx,
        phone,
        invitation.sent_at,
        new Date(now.getTime() - PROMPT_LOOKS_BACK_MS),
      )
    ) {
      return null;
    }
    if ((await repo.userOnPhone(tx, phone)) !== invitation.user_id) return { result: 'refused' };
    let result: Awaited<ReturnType<typeof chooseIn>>;
    try {
      result = await chooseIn(app, tx, invitation.interview_id, Number(number[1]));
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return { result: 'unknown_choice' };
      throw error;
    }
    if (result.chosen) return { result: 'interview_scheduled' };
    const options = result.available.map((slot) => ({ number: slot.number, startsAt: slot.starts_at }));
    const interview = await repo.findInterview(tx, invitation.interview_id);
    return {
      result: 'interview_time_taken',
      afterCommit: async () => {
        const language = (await repo.contactOf(app.db, invitation.user_id))?.language ?? 'en';
        return app.textOutbox.queueText({
          to: { userId: invitation.user_id },
          body: (t) =>
            interviewTimeTakenSms(
              {
                options: options.map((option) => ({
                  number: option.number,
                  time: formatInterviewTime(option.startsAt, language),
                })),
              },
              t,
            ),
          category: interviewTextCategory(interview!.business_id),
          dedupeKey: `interview-taken:${invitation.interview_id}:${now.getTime()}:${number[1]}`,
          perDayLimit: 10,
        });
      },
    };
  };
}
