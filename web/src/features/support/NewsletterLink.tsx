import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { confirmNewsletter, newsletterByToken, unsubscribeByToken, type NewsletterSubscription } from './api';

/**
 * /newsletter/confirm?token and /newsletter/unsubscribe?token, the pages the mails link to. Confirming
 * happens on opening; unsubscribing asks for a click (mail scanners open links too).
 */
export default function NewsletterLink({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [subscription, setSubscription] = useState<NewsletterSubscription | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const load = action === 'confirm' ? confirmNewsletter : newsletterByToken;
    load(token).then(setSubscription, (e: unknown) => setError(serverMessage(e) ?? errorText(e, t)));
  }, [action, token, t]);

  const unsubscribe = () => unsubscribeByToken(token).then(setSubscription, (e: unknown) => setError(serverMessage(e) ?? errorText(e, t)));

  return (
    <section className="payments support" data-testid="newsletter-link-page">
      <h1>{t('newsletter.title')}</h1>
      {error ? (
        <p className="status status--error" role="alert">
          {error}
        </p>
      ) : !subscription ? (
        <p className="status">{t('library.loading')}</p>
      ) : subscription.status === 'UNSUBSCRIBED' ? (
        <p className="status" data-testid="newsletter-state">
          {t('newsletter.unsubscribed')}
        </p>
      ) : action === 'confirm' ? (
        <p className="status" data-testid="newsletter-state">
          {t('newsletter.confirmed')}
        </p>
      ) : (
        <>
          <p>{t('newsletter.unsubscribeAsk', { email: subscription.email })}</p>
          <button type="button" className="button" onClick={() => void unsubscribe()} data-testid="newsletter-unsubscribe">
            {t('newsletter.unsubscribe')}
          </button>
        </>
      )}
    </section>
  );
}
