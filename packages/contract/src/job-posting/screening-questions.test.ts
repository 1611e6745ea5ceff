import { describe, expect, it } from 'vitest';
import {
  SCREENING_MESSAGES,
  screeningAnswerProblems,
  screeningSnapshot,
  type TScreeningQuestion,
  ZScreeningQuestionsInput,
} from './screening-questions.ts';

const adult: TScreeningQuestion = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'yes_no',
  text: 'Are you 18 or older?',
  required: true,
  options: [],
  needed_answer: 'yes',
};
const years: TScreeningQuestion = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'number',
  text: 'Years?',
  required: false,
  options: [],
  needed_answer: null,
};
const start: TScreeningQuestion = {
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'choice',
  text: 'When?',
  required: true,
  options: ['Now', 'Later'],
  needed_answer: 'Now',
};

describe('screening questions', () => {
  it('takes up to five questions and refuses a sixth', () => {
    const one = { kind: 'yes_no', text: 'Ok?' } as const;
    expect(ZScreeningQuestionsInput.safeParse({ questions: Array(5).fill(one) }).success).toBe(true);
    const six = ZScreeningQuestionsInput.safeParse({ questions: Array(6).fill(one) });
    expect(six.error?.issues[0]?.message).toBe(SCREENING_MESSAGES.tooMany);
  });

  it('needs two choices and a needed answer among them', () => {
    const few = ZScreeningQuestionsInput.safeParse({
      questions: [{ kind: 'choice', text: 'When?', options: ['Now'] }],
    });
    expect(few.error?.issues.map((issue) => issue.message)).toEqual([SCREENING_MESSAGES.tooFewOptions]);
    const needed = ZScreeningQuestionsInput.safeParse({
      questions: [{ kind: 'choice', text: 'When?', options: ['Now', 'Later'], needed_answer: 'Never' }],
    });
    expect(needed.error?.issues[0]?.path).toEqual(['questions', 0, 'needed_answer']);
    const text = ZScreeningQuestionsInput.safeParse({
      questions: [{ kind: 'short_text', text: 'Why?', needed_answer: 'yes' }],
    });
    expect(text.error?.issues[0]?.message).toBe(SCREENING_MESSAGES.neededOnlyYesNoOrChoice);
  });

  it('names each answer that does not fit its question', () => {
    expect(
      screeningAnswerProblems([adult, years, start], { [years.id]: '3', [start.id]: 'Never', other: 'x' }),
    ).toEqual([
      { field: `answers.${adult.id}`, message: SCREENING_MESSAGES.answerRequired },
      { field: `answers.${years.id}`, message: SCREENING_MESSAGES.answerNumber },
      { field: `answers.${start.id}`, message: SCREENING_MESSAGES.answerChoice },
      { field: 'answers.other', message: SCREENING_MESSAGES.notAsked },
    ]);
    expect(screeningAnswerProblems([adult, start], { [adult.id]: 'no', [start.id]: 'Later' })).toEqual([]);
  });

  it('keeps the questions with their answers and whether each meets the need', () => {
    const snapshot = screeningSnapshot([adult, years, start], { [adult.id]: 'no', [start.id]: 'Now' });
    expect(snapshot.map((answer) => [answer.text, answer.answer, answer.meets])).toEqual([
      ['Are you 18 or older?', 'no', false],
      ['Years?', null, true],
      ['When?', 'Now', true],
    ]);
  });
});
