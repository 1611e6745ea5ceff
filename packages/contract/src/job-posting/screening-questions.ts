import { z } from 'zod';
import { ZUuid } from '../shared/primitives.ts';
import { requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/**
 * Screening questions an owner adds to a job (decision 095): at most five, each a yes/no, a number,
 * one of several choices or a short answer. A yes/no or choice question may name the answer the
 * job needs; an applicant who answers otherwise can still apply, and the employer reads
 * "Doesn't meet: ..." on their card.
 */
export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_QUESTION_TEXT_MAX = 200;
export const SCREENING_OPTIONS_MAX = 8;
export const SCREENING_OPTION_TEXT_MAX = 80;
export const SCREENING_ANSWER_TEXT_MAX = 300;
/** Numbers people answer (years, hours, a distance) stay within this, either sign. */
export const SCREENING_NUMBER_LIMIT = 1_000_000;
/** Saves of a job's questions an account may make in an hour. */
export const SCREENING_SAVES_PER_HOUR = 60;

export const SCREENING_KINDS = ['yes_no', 'number', 'choice', 'short_text'] as const;
export type TScreeningKind = (typeof SCREENING_KINDS)[number];

export const SCREENING_KIND_LABELS: Readonly<Record<TScreeningKind, string>> = {
  yes_no: 'Yes or no',
  number: 'A number',
  choice: 'One of several choices',
  short_text: 'A short answer',
};

export const SCREENING_MESSAGES = {
  tooMany: `A job can ask at most ${SCREENING_QUESTIONS_MAX} questions`,
  kind: 'Choose what kind of answer the question takes',
  textRequired: 'Write the question',
  textTooLong: `A question must be ${SCREENING_QUESTION_TEXT_MAX} characters or fewer`,
  required: 'required must be true or false',
  optionRequired: 'Write the choice or remove it',
  optionTooLong: `A choice must be ${SCREENING_OPTION_TEXT_MAX} characters or fewer`,
  tooFewOptions: 'A choice question needs at least 2 different choices',
  tooManyOptions: `A choice question can have at most ${SCREENING_OPTIONS_MAX} choices`,
  optionsOnlyForChoice: 'Only a choice question has choices',
  neededNotAnOption: 'The needed answer must be one of the choices',
  neededYesOrNo: "The needed answer must be 'yes' or 'no'",
  neededOnlyYesNoOrChoice: 'Only a yes/no or choice question can need an answer',
  duplicateId: 'Two questions have the same id',
  answersObject: 'answers must map question ids to answers',
  answerRequired: 'Answer this question',
  answerYesNo: 'Answer yes or no',
  answerNumber: 'The answer must be a number',
  answerNumberRange: `The answer must be between -${SCREENING_NUMBER_LIMIT} and ${SCREENING_NUMBER_LIMIT}`,
  answerChoice: 'The answer must be one of the choices',
  answerText: 'The answer must be text',
  answerTooLong: `An answer must be ${SCREENING_ANSWER_TEXT_MAX} characters or fewer`,
  notAsked: 'This job does not ask this question (it may have changed): reload the page',
  saved: 'Screening questions saved',
  tooManySaves: 'Too many changes to screening questions. Try again in an hour.',
  yes: 'Yes',
  no: 'No',
  doesNotMeet: "Doesn't meet: {questions}",
  meetsAll: 'Meets all',
} as const;

/** A yes/no question's stored answers. */
export const YES_NO = ['yes', 'no'] as const;

const ZQuestionText = requiredText(
  SCREENING_QUESTION_TEXT_MAX,
  SCREENING_MESSAGES.textRequired,
  SCREENING_MESSAGES.textTooLong,
);
const ZOption = requiredText(
  SCREENING_OPTION_TEXT_MAX,
  SCREENING_MESSAGES.optionRequired,
  SCREENING_MESSAGES.optionTooLong,
);

/** One question as an owner sends it; a question without an id is new and gets one on save. */
const ZScreeningQuestionInput = z
  .strictObject(
    {
      id: ZUuid.optional(),
      kind: z.enum(SCREENING_KINDS, { error: SCREENING_MESSAGES.kind }),
      text: ZQuestionText,
      required: z.boolean({ error: SCREENING_MESSAGES.required }).default(true),
      options: z
        .array(ZOption, { error: SCREENING_MESSAGES.tooFewOptions })
        .max(SCREENING_OPTIONS_MAX, { error: SCREENING_MESSAGES.tooManyOptions })
        .default([]),
      /** The answer the job needs: 'yes' or 'no', or one of the options; null when any answer does. */
      needed_answer: z
        .string({ error: SCREENING_MESSAGES.neededNotAnOption })
        .trim()
        .nullish()
        .transform((value) => (value ? value : null)),
    },
    UNKNOWN_FIELDS,
  )
  .superRefine((question, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (question.kind === 'choice') {
      const distinct = new Set(question.options.map((option) => option.toLowerCase()));
      if (distinct.size < 2 || distinct.size !== question.options.length) {
        issue('options', SCREENING_MESSAGES.tooFewOptions);
      }
    } else if (question.options.length > 0) {
      issue('options', SCREENING_MESSAGES.optionsOnlyForChoice);
    }
    if (question.needed_answer === null) return;
    if (question.kind === 'yes_no') {
      if (!(YES_NO as readonly string[]).includes(question.needed_answer)) {
        issue('needed_answer', SCREENING_MESSAGES.neededYesOrNo);
      }
    } else if (question.kind === 'choice') {
      if (!question.options.includes(question.needed_answer)) {
        issue('needed_answer', SCREENING_MESSAGES.neededNotAnOption);
      }
    } else {
      issue('needed_answer', SCREENING_MESSAGES.neededOnlyYesNoOrChoice);
    }
  });
export type TScreeningQuestionInput = z.input<typeof ZScreeningQuestionInput>;

/** PUT /jobs/{id}/screening-questions: the job's whole list, in the order applicants read it. */
export const ZScreeningQuestionsInput = z
  .strictObject(
    {
      questions: z
        .array(ZScreeningQuestionInput, { error: SCREENING_MESSAGES.tooMany })
        .max(SCREENING_QUESTIONS_MAX, { error: SCREENING_MESSAGES.tooMany }),
    },
    UNKNOWN_FIELDS,
  )
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.questions.forEach((question, index) => {
      if (!question.id) return;
      if (seen.has(question.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: SCREENING_MESSAGES.duplicateId,
        });
      }
      seen.add(question.id);
    });
  });
export type TScreeningQuestionsInput = z.input<typeof ZScreeningQuestionsInput>;
export type TScreeningQuestionsValues = z.output<typeof ZScreeningQuestionsInput>;

/** A saved question: always with its id. */
export const ZScreeningQuestion = z.object({
  id: ZUuid,
  kind: z.enum(SCREENING_KINDS),
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  needed_answer: z.string().nullable(),
});
export type TScreeningQuestion = z.infer<typeof ZScreeningQuestion>;

/** GET and PUT /jobs/{id}/screening-questions. */
export const ZScreeningQuestions = z.object({ questions: z.array(ZScreeningQuestion) });
export type TScreeningQuestions = z.infer<typeof ZScreeningQuestions>;

/** An applicant's answer: 'yes'/'no', a number, a choice or their words. */
export const ZScreeningAnswerValue = z.union([z.string(), z.number()]);
export type TScreeningAnswerValue = z.infer<typeof ZScreeningAnswerValue>;

/**
 * The answers of POST /jobs/{id}/applications, by question id. Their shape is checked here; what
 * each must be is checked against the job's questions as they are now (`screeningAnswerProblems`).
 */
export const ZScreeningAnswersInput = z
  .record(ZUuid, ZScreeningAnswerValue.nullable(), { error: SCREENING_MESSAGES.answersObject })
  .default({});

/** A question with its answer, stored with the application as it was asked (decision 095). */
export const ZScreeningAnswer = ZScreeningQuestion.extend({
  /** Null when an optional question was left unanswered. */
  answer: ZScreeningAnswerValue.nullable(),
  /** False when the question needs an answer and this one differs (or is missing). */
  meets: z.boolean(),
});
export type TScreeningAnswer = z.infer<typeof ZScreeningAnswer>;

export interface ScreeningProblem {
  /** `answers.<questionId>` */
  field: string;
  message: string;
}

const isBlank = (value: TScreeningAnswerValue | null | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Why one answer cannot be taken for its question, or null when it can. */
function answerProblem(question: TScreeningQuestion, value: TScreeningAnswerValue): string | null {
  switch (question.kind) {
    case 'yes_no':
      return typeof value === 'string' && (YES_NO as readonly string[]).includes(value)
        ? null
        : SCREENING_MESSAGES.answerYesNo;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return SCREENING_MESSAGES.answerNumber;
      return Math.abs(value) > SCREENING_NUMBER_LIMIT ? SCREENING_MESSAGES.answerNumberRange : null;
    case 'choice':
      return typeof value === 'string' && question.options.includes(value)
        ? null
        : SCREENING_MESSAGES.answerChoice;
    case 'short_text':
      if (typeof value !== 'string') return SCREENING_MESSAGES.answerText;
      return value.trim().length > SCREENING_ANSWER_TEXT_MAX ? SCREENING_MESSAGES.answerTooLong : null;
  }
}

/**
 * Checks answers against the job's questions as they are now: every required question answered,
 * each answer of its question's kind, no answer to a question the job does not ask. The problems
 * come in the questions' order, each naming `answers.<questionId>`.
 */
export function screeningAnswerProblems(
  questions: readonly TScreeningQuestion[],
  answers: Readonly<Record<string, TScreeningAnswerValue | null>>,
): ScreeningProblem[] {
  const problems: ScreeningProblem[] = [];
  const asked = new Set(questions.map((question) => question.id));
  for (const question of questions) {
    const value = answers[question.id];
    if (isBlank(value)) {
      if (question.required)
        problems.push({ field: `answers.${question.id}`, message: SCREENING_MESSAGES.answerRequired });
      continue;
    }
    const message = answerProblem(question, value as TScreeningAnswerValue);
    if (message) problems.push({ field: `answers.${question.id}`, message });
  }
  for (const id of Object.keys(answers)) {
    if (!asked.has(id)) problems.push({ field: `answers.${id}`, message: SCREENING_MESSAGES.notAsked });
  }
  return problems;
}

/** The questions with their answers as they were asked: what the application keeps. */
export function screeningSnapshot(
  questions: readonly TScreeningQuestion[],
  answers: Readonly<Record<string, TScreeningAnswerValue | null>>,
): TScreeningAnswer[] {
  return questions.map((question) => {
    const raw = answers[question.id];
    const answer = isBlank(raw) ? null : typeof raw === 'string' ? raw.trim() : (raw as number);
    const meets = question.needed_answer === null || answer === question.needed_answer;
    return { ...question, options: [...question.options], answer, meets };
  });
}

/** The questions an applicant's answers do not meet, in the order they were asked. */
export function unmetQuestions(answers: readonly TScreeningAnswer[]): TScreeningAnswer[] {
  return answers.filter((answer) => !answer.meets);
}
