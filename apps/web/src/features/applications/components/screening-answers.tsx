import { Trans, useLingui } from '@lingui/react/macro';
import { SCREENING_MESSAGES, type TScreeningAnswer, unmetQuestions } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';

/** An answer as people read it: Yes or No in the reader's language, the rest as given. */
function useAnswerText() {
  const { t } = useLingui();
  const tc = useContractText();
  return (answer: TScreeningAnswer) => {
    if (answer.answer === null) return t`No answer`;
    if (answer.kind === 'yes_no')
      return tc(answer.answer === 'yes' ? SCREENING_MESSAGES.yes : SCREENING_MESSAGES.no);
    return String(answer.answer);
  };
}

/** "Doesn't meet: ..." with the questions whose needed answer the applicant did not give. */
export function UnmetNotice({ screening }: { screening: TScreeningAnswer[] }) {
  const tc = useContractText();
  const unmet = unmetQuestions(screening);
  if (unmet.length === 0) return null;
  return (
    <p className="rounded-md border border-destructive/50 p-2 text-sm font-medium">
      {tc(SCREENING_MESSAGES.doesNotMeet, { questions: unmet.map((answer) => answer.text).join('; ') })}
    </p>
  );
}

/** The questions as they were asked, each with the answer given. */
export function ScreeningAnswers({ screening }: { screening: TScreeningAnswer[] }) {
  const { t } = useLingui();
  const answerText = useAnswerText();
  if (screening.length === 0) return null;
  return (
    <div className="text-sm">
      <h3 className="font-medium">
        <Trans>Screening questions</Trans>
      </h3>
      <dl aria-label={t`Screening answers`} className="mt-1 space-y-1">
        {screening.map((answer) => (
          <div key={answer.id}>
            <dt className="text-muted-foreground">{answer.text}</dt>
            <dd className="whitespace-pre-line break-words">{answerText(answer)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
