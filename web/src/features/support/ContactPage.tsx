import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useSession } from '../auth/session';
import { myNewsletter, sendSupportRequest, subscribeNewsletter, unsubscribeMyNewsletter, type NewsletterSubscription } from './api';

type Kind = 'QUESTION' | 'APP_REQUEST';

/** /contact: a question or a new-app request (visitors give an e-mail), the support hours, and the newsletter. */
export default function ContactPage() {
  const t = useT();
  return (
    <section className="payments support" data-testid="contact-page">
      <h1>{t('support.title')}</h1>
      <p className="hint" data-testid="support-hours">
        {t('support.hours')}
      </p>
      <ContactForm />
      <NewsletterForm />
    </section>
  );
}

function ContactForm() {
  const t = useT();
  const { lang } = useLang();
  const session = useSession();
  const visitor = session.status !== 'authenticated';
  const [kind, setKind] = useState<Kind>('QUESTION');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [appName, setAppName] = useState('');
  const [storeUrl, setStoreUrl] = useState('');
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error: string }>({ busy: false, sent: false, error: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, sent: false, error: '' });
    try {
      const who = visitor ? { email } : {};
      await sendSupportRequest(
        kind === 'QUESTION' ? { kind, message, lang, ...who } : { kind, appName, storeUrl, ...(message ? { message } : {}), lang, ...who },
      );
      setMessage('');
      setAppName('');
      setStoreUrl('');
      setState({ busy: false, sent: true, error: '' });
    } catch (error) {
      setState({ busy: false, sent: false, error: serverMessage(error) ?? errorText(error, t) });
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} data-testid="contact-form">
      <fieldset className="form__row">
        <legend>{t('support.kind')}</legend>
        <label>
          <input type="radio" name="kind" checked={kind === 'QUESTION'} onChange={() => setKind('QUESTION')} /> {t('support.kind.QUESTION')}
        </label>{' '}
        <label>
          <input type="radio" name="kind" checked={kind === 'APP_REQUEST'} onChange={() => setKind('APP_REQUEST')} data-testid="kind-app" />{' '}
          {t('support.kind.APP_REQUEST')}
        </label>
      </fieldset>
      {visitor ? (
        <label className="form__row">
          {t('support.email')}
          <input type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} data-testid="contact-email" />
        </label>
      ) : null}
      {kind === 'APP_REQUEST' ? (
        <>
          <label className="form__row">
            {t('support.appName')}
            <input required maxLength={100} value={appName} onChange={(e) => setAppName(e.target.value)} data-testid="contact-app-name" />
          </label>
          <label className="form__row">
            {t('support.storeUrl')}
            <input type="url" required placeholder="https://apps.apple.com/…" value={storeUrl} onChange={(e) => setStoreUrl(e.target.value)} data-testid="contact-store-url" />
          </label>
        </>
      ) : null}
      <label className="form__row">
        {t('support.message')}
        <textarea
          required={kind === 'QUESTION'}
          maxLength={5000}
          rows={6}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          data-testid="contact-message"
        />
      </label>
      <button type="submit" className="button" disabled={state.busy} data-testid="contact-submit">
        {t('support.send')}
      </button>
      {state.sent ? (
        <p className="status" role="status" data-testid="contact-sent">
          {t('support.sent')}
        </p>
      ) : null}
      {state.error ? (
        <p className="status status--error" role="alert">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The newsletter: a visitor subscribes by e-mail (a confirmation mail follows); a signed-in user sees
 * whether their account's address gets it and subscribes or unsubscribes in one click.
 */
function NewsletterForm() {
  const t = useT();
  const { lang } = useLang();
  const session = useSession();
  const visitor = session.status !== 'authenticated';
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: ['newsletter', 'mine'], queryFn: myNewsletter, enabled: !visitor });
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ status: string; error: string }>({ status: '', error: '' });
  const [busy, setBusy] = useState(false);

  const change = async (call: () => Promise<NewsletterSubscription>) => {
    setBusy(true);
    try {
      const subscription = await call();
      setResult({ status: subscription.status, error: '' });
      if (!visitor) queryClient.setQueryData(['newsletter', 'mine'], subscription);
    } catch (error) {
      setResult({ status: '', error: serverMessage(error) ?? errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change(() => subscribeNewsletter(visitor ? { email, lang } : { lang }));
  };
  const subscribed = !visitor && mine.data?.status === 'ACTIVE';

  return (
    <form className="form" id="newsletter" onSubmit={submit} data-testid="newsletter-form">
      <h2>{t('newsletter.title')}</h2>
      <p className="hint">{t('newsletter.intro')}</p>
      {visitor ? (
        <label className="form__row">
          {t('support.email')}
          <input type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} data-testid="newsletter-email" />
        </label>
      ) : subscribed ? (
        <p className="status" data-testid="newsletter-mine">
          {t('newsletter.mine', { email: mine.data!.email })}
        </p>
      ) : null}
      {/* Keyed: two different buttons, so a click meant for "subscribe" can never land on "unsubscribe" once the state loads. */}
      {subscribed ? (
        <button key="stop" type="button" className="button button--quiet" disabled={busy} onClick={() => void change(unsubscribeMyNewsletter)} data-testid="newsletter-stop">
          {t('newsletter.unsubscribe')}
        </button>
      ) : (
        <button key="subscribe" type="submit" className="button" disabled={busy || (!visitor && mine.isPending)} data-testid="newsletter-submit">
          {t('newsletter.subscribe')}
        </button>
      )}
      {result.status ? (
        <p className="status" role="status" data-testid="newsletter-result">
          {t(result.status === 'PENDING' ? 'newsletter.pending' : result.status === 'ACTIVE' ? 'newsletter.active' : 'newsletter.unsubscribed')}
        </p>
      ) : null}
      {result.error || mine.error ? (
        <p className="status status--error" role="alert">
          {result.error || errorText(mine.error, t)}
        </p>
      ) : null}
    </form>
  );
}
