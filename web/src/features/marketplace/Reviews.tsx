import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { createReview, deleteReview, marketKeys, updateReview, type OrderValidation, type Review } from './api';
import { Stars } from './Cards';

interface ReviewsProps {
  productId: string;
  reviews: Review[];
  /** The caller's order state (undefined when signed out): the server says whether they may review. */
  validation?: OrderValidation;
}

/** A product's reviews; the caller writes one when the server says they ordered and have not reviewed, and edits or deletes their own. */
export function Reviews({ productId, reviews, validation }: ReviewsProps) {
  const t = useT();
  const { lang } = useLang();
  const modal = useModal();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['market'] });
  const date = (iso: string) => (iso ? new Date(iso).toLocaleDateString(lang === 'ko' ? 'ko-KR' : 'en-US') : '');

  const remove = async (review: Review) => {
    const ok = await modal.open({ title: t('market.review.deleteConfirm'), isConfirm: true, isDanger: true, okText: t('market.review.deleteOk') });
    if (!ok) return;
    try {
      await deleteReview(productId, review.reviewId);
      await refresh();
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
    }
  };

  const mine = validation?.reviewId;
  return (
    <section className="reviews" aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">{t('market.reviews', { count: reviews.length })}</h2>
      {validation?.ordered && !validation.reviewed ? (
        <ReviewForm productId={productId} onSaved={refresh} submitText={t('market.review.submit')} />
      ) : null}
      {reviews.length === 0 ? <p className="status">{t('market.review.none')}</p> : null}
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={review.reviewId} className="review" data-testid="review">
            {editing === review.reviewId ? (
              <ReviewForm
                productId={productId}
                review={review}
                submitText={t('market.review.save')}
                onSaved={async () => {
                  setEditing(undefined);
                  await refresh();
                }}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <>
                <p className="review__head">
                  <Stars rate={review.starRate} /> <strong>{review.userName}</strong> <span className="review__date">{date(review.updatedAt || review.createdAt)}</span>
                </p>
                <p className="review__text">{review.review}</p>
                {mine && mine === review.reviewId ? (
                  <p className="review__actions">
                    <button type="button" className="link-button" onClick={() => setEditing(review.reviewId)} data-testid="review-edit">
                      {t('market.review.edit')}
                    </button>{' '}
                    <button type="button" className="link-button link-button--danger" onClick={() => void remove(review)} data-testid="review-delete">
                      {t('market.review.delete')}
                    </button>
                  </p>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ReviewFormProps {
  productId: string;
  review?: Review;
  submitText: string;
  onSaved(review: Review): void | Promise<void>;
  onCancel?(): void;
}

/** Stars (1..5) and text; creates, or updates `review`. The server's message shows when it refuses. */
export function ReviewForm({ productId, review, submitText, onSaved, onCancel }: ReviewFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState(review?.starRate ?? 0);
  const [text, setText] = useState(review?.review ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stars < 1) return setError(t('market.review.needStars'));
    setError('');
    setBusy(true);
    try {
      const input = { starRate: stars, review: text.trim() };
      const saved = review ? await updateReview(productId, review.reviewId, input) : await createReview(productId, input);
      await queryClient.invalidateQueries({ queryKey: marketKeys.validation(productId) });
      if (!review) {
        setStars(0);
        setText('');
      }
      await onSaved(saved);
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" onSubmit={(e) => void submit(e)} data-testid="review-form">
      <div className="star-input" role="radiogroup" aria-label={t('market.review.stars')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={stars === n}
            aria-label={t('market.review.starN', { n })}
            className={`star-input__star${n <= stars ? ' star-input__star--on' : ''}`}
            onClick={() => setStars(n)}
            data-testid={`star-${n}`}
          >
            ★
          </button>
        ))}
      </div>
      <label className="field">
        <span className="visually-hidden">{t('market.review.text')}</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} placeholder={t('market.review.text')} rows={3} maxLength={2000} data-testid="review-text" />
      </label>
      {error ? (
        <p className="form-error" role="alert" data-testid="review-error">
          {error}
        </p>
      ) : null}
      <div className="inline-form">
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('modal.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy} data-testid="review-submit">
          {submitText}
        </button>
      </div>
    </form>
  );
}
