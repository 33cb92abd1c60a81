import { REVIEW_COMMENT_MAX_LENGTH, type ReviewTargetType } from '@ile/shared/constants/reviews';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { RatingInput } from './rating-input';
import styles from './reviews.module.css';

/** Rating and comment for an agent or agency; the server's refusal (e.g. unverified email) is shown as is. */
export function ReviewModal({
  open,
  onOpenChange,
  type,
  id,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: ReviewTargetType;
  id: string;
  name: string;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const create = useCreateReview(type, id);

  const close = (next: boolean) => {
    if (!next) {
      setErrors({});
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      rating: rating === null ? 'Choose a rating from 1 to 5 stars' : undefined,
      comment: comment.trim() ? undefined : 'Write a comment',
    };
    setErrors(found);
    if (found.rating || found.comment || rating === null) return;
    create.mutate(
      { rating, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success('Review successfully added');
          setRating(null);
          setComment('');
          close(false);
        },
        onError: (error) => {
          const message = errorMessage(error);
          setErrors({ form: message });
          toast.error(message);
        },
      },
    );
  };

  const formId = `review-form-${type}`;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Review ${name}`}
      description="Your review is public and shows your name. Writing again replaces your earlier review."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Submit review
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <RatingInput value={rating} onChange={setRating} error={errors.rating} />
        <Field label="Comment" required error={errors.comment}>
          {({ id: fieldId, describedBy, invalid }) => (
            <Textarea
              id={fieldId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              rows={5}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        </Field>
        <span className={styles.counter} aria-live="polite">
          {comment.length}/{REVIEW_COMMENT_MAX_LENGTH}
        </span>
        {errors.form && (
          <p role="alert" style={{ color: 'var(--danger)', margin: 0 }}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
