import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_MESSAGES, type TReview } from '@perks/contract';
import Star from 'lucide-react/icons/star';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useRemoveReview } from '../api/delete-review';
import { useReplyToReview } from '../api/reply-to-review';

/**
 * One review: its stars, words and the business's reply. The business's managers may reply once;
 * admins may remove it. An anonymous review shows no name (the server sends none).
 */
export function ReviewItem({
  businessId,
  review,
  canReply,
  canRemove,
}: {
  businessId: string;
  review: TReview;
  canReply: boolean;
  canRemove: boolean;
}) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const reply = useReplyToReview(businessId);
  const remove = useRemoveReview(businessId);
  const [text, setText] = useState('');
  const replyId = `reply-${review.id}`;
  const rating = review.rating;
  const replyText = review.reply;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ reviewId: review.id, reply: text }, { onSuccess: () => toast.success(t`Reply posted`) });
  };

  return (
    <li className="space-y-2 py-4">
      <p className="flex items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Star aria-hidden="true" className="size-4 fill-current text-primary" />
          <span aria-hidden="true">{review.rating}</span>
          <span className="sr-only">
            <Trans>Rated {rating} out of 5</Trans>
          </span>
        </span>
        <span>{review.author_name ?? tc(REVIEW_MESSAGES.anonymousName)}</span>
        <time dateTime={review.created_at} className="text-muted-foreground">
          {i18n.date(review.created_at, { dateStyle: 'medium' })}
        </time>
      </p>
      <p className="text-sm">{review.comment}</p>
      {review.reply && (
        <p className="border-s-2 ps-3 text-sm">
          <Trans>
            <span className="font-medium">Reply from the business:</span> {replyText}
          </Trans>
        </p>
      )}
      {canReply && !review.reply && (
        <form noValidate onSubmit={submit} aria-label={t`Reply to this review`} className="space-y-2">
          <label htmlFor={replyId} className="text-sm font-medium">
            <Trans>Your reply (one per review)</Trans>
          </label>
          <Textarea
            id={replyId}
            value={text}
            maxLength={500}
            onChange={(event) => setText(event.target.value)}
          />
          {reply.error && (
            <p role="alert" className="text-sm text-destructive">
              {tc(reply.error.message)}
            </p>
          )}
          <Button type="submit" size="sm" disabled={reply.isPending || text.trim() === ''}>
            <Trans>Post reply</Trans>
          </Button>
        </form>
      )}
      {canRemove && (
        <ConfirmDialog
          title={t`Remove this review?`}
          description={t`It will no longer show or count toward the average.`}
          confirmLabel={t`Remove review`}
          onConfirm={() => remove.mutate(review.id, { onError: (error) => toast.error(tc(error.message)) })}
          trigger={
            <Button size="sm" variant="outline">
              <Trans>Remove review</Trans>
            </Button>
          }
        />
      )}
    </li>
  );
}
