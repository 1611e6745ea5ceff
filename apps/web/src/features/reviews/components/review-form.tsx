import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type TReviewInput, ZReviewInput } from '@perks/contract';
import { FormProblems, SaveRefusal, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useWriteReview } from '../api/create-review';

interface ReviewValues {
  rating: string;
  comment: string;
  is_anonymous: boolean;
}

// No choice yet sends no rating, which the contract names as missing rather than out of range.
const toPayload = (values: ReviewValues): Partial<TReviewInput> => ({
  rating: values.rating === '' ? undefined : Number(values.rating),
  comment: values.comment,
  is_anonymous: values.is_anonymous,
});
const resolver = contractResolver<ReviewValues>(ZReviewInput, { toPayload });

/** A member's review of their latest visit: rating, comment, and whether to leave their name off. */
export function ReviewForm({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const tc = useContractText();
  const write = useWriteReview(businessId);
  const { form, submitSave, formProps } = useCheckedForm<ReviewValues>({
    // No stars until the member picks them: a preselected rating would be posted unread.
    defaultValues: { rating: '', comment: '', is_anonymous: false },
    resolver,
  });
  const errors = form.formState.errors;
  const ratingError = errors.rating?.message && tc(errors.rating.message);
  const commentError = errors.comment?.message && tc(errors.comment.message);

  const onValid = async (values: ReviewValues) => {
    // The resolver has passed these values, so the parse cannot fail; it types the chosen rating.
    await write.mutateAsync(ZReviewInput.parse(toPayload(values)));
    toast.success(t`Thanks for your review`);
    form.reset();
  };

  return (
    <form
      {...formProps(submitSave(onValid))}
      aria-label={t`Write a review`}
      className="space-y-4 rounded-lg border p-4"
    >
      <h3 className="font-semibold">
        <Trans>Review your visit</Trans>
      </h3>
      <Field id="review-rating" label={t`Rating`} required error={ratingError}>
        <NativeSelect
          id="review-rating"
          className="max-w-40"
          {...form.register('rating')}
          {...describedBy('review-rating', { error: ratingError, required: true })}
        >
          <option value="" disabled>
            <Trans>Choose a rating</Trans>
          </option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {t`${plural(stars, { one: '# star', other: '# stars' })}`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="review-comment" label={t`Comment`} error={commentError}>
        <Textarea
          id="review-comment"
          {...form.register('comment')}
          {...describedBy('review-comment', { error: commentError })}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register('is_anonymous')} />
        <Trans>Post without my name</Trans>
      </label>
      <SaveRefusal form={form} />
      <FormProblems form={form} />
      <Button type="submit" disabled={write.isPending}>
        {write.isPending ? t`Posting...` : t`Post review`}
      </Button>
    </form>
  );
}
