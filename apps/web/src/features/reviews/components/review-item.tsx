import { REVIEW_MESSAGES, type TReview } from '@perks/contract';
import { format } from 'date-fns';
import Star from 'lucide-react/icons/star';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
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
  const reply = useReplyToReview(businessId);
  const remove = useRemoveReview(businessId);
  const [text, setText] = useState('');
  const replyId = `reply-${review.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ reviewId: review.id, reply: text }, { onSuccess: () => toast.success('Reply posted') });
  };

  return (
    <li className="space-y-2 py-4">
      <p className="flex items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Star aria-hidden="true" className="size-4 fill-current text-primary" />
          <span className="sr-only">Rated </span>
          {review.rating}
          <span className="sr-only"> out of 5</span>
        </span>
        <span>{review.author_name ?? REVIEW_MESSAGES.anonymousName}</span>
        <time dateTime={review.created_at} className="text-muted-foreground">
          {format(new Date(review.created_at), 'MMM d, yyyy')}
        </time>
      </p>
      <p className="text-sm">{review.comment}</p>
      {review.reply && (
        <p className="border-s-2 ps-3 text-sm">
          <span className="font-medium">Reply from the business: </span>
          {review.reply}
        </p>
      )}
      {canReply && !review.reply && (
        <form noValidate onSubmit={submit} aria-label="Reply to this review" className="space-y-2">
          <label htmlFor={replyId} className="text-sm font-medium">
            Your reply (one per review)
          </label>
          <Textarea
            id={replyId}
            value={text}
            maxLength={500}
            onChange={(event) => setText(event.target.value)}
          />
          {reply.error && (
            <p role="alert" className="text-sm text-destructive">
              {reply.error.message}
            </p>
          )}
          <Button type="submit" size="sm" disabled={reply.isPending || text.trim() === ''}>
            Post reply
          </Button>
        </form>
      )}
      {canRemove && (
        <ConfirmDialog
          title="Remove this review?"
          description="It will no longer show or count toward the average."
          confirmLabel="Remove review"
          onConfirm={() => remove.mutate(review.id, { onError: (error) => toast.error(error.message) })}
          trigger={
            <Button size="sm" variant="outline">
              Remove review
            </Button>
          }
        />
      )}
    </li>
  );
}
