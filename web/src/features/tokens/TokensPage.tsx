import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { useSession } from '../auth/session';
import { openSignIn } from '../auth/SignIn';
import { clientConfig, createAccessToken, mcpUrl, revokeAccessToken, tokenKeys, useAccessTokens, type AccessToken, type CreatedAccessToken } from './api';

/** Expiry choices in days; 0 is "never" (the server takes 1 to 365 or none). */
const EXPIRIES = [30, 90, 365, 0] as const;

/** /tokens: the signed-in person's personal access tokens for AI clients (/mcp): create, copy once, revoke. */
export default function TokensPage() {
  const t = useT();
  const session = useSession();
  const modal = useModal();
  const tokens = useAccessTokens(session.status === 'authenticated');
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);

  if (session.status === 'unauthenticated') {
    return (
      <section className="status">
        <button type="button" className="button" onClick={() => void openSignIn(modal, '/tokens')}>
          {t('nav.signIn')}
        </button>
      </section>
    );
  }
  return (
    <section className="payments tokens" data-testid="tokens-page">
      <h1>{t('tokens.title')}</h1>
      <p className="hint">{t('tokens.intro')}</p>
      <CreateForm onCreated={setCreated} />
      {created ? <NewSecret token={created} onDone={() => setCreated(null)} /> : null}
      <h2>{t('tokens.list')}</h2>
      {tokens.isPending ? (
        <p className="status">{t('library.loading')}</p>
      ) : tokens.isError ? (
        <p className="status status--error">{serverMessage(tokens.error) ?? errorText(tokens.error, t)}</p>
      ) : tokens.data.length === 0 ? (
        <p className="status">{t('tokens.empty')}</p>
      ) : (
        <table className="table" data-testid="tokens-table">
          <thead>
            <tr>
              <th>{t('tokens.name')}</th>
              <th>{t('tokens.created')}</th>
              <th>{t('tokens.lastUsed')}</th>
              <th>{t('tokens.expires')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((token) => (
              <TokenRow key={token.tokenId} token={token} />
            ))}
          </tbody>
        </table>
      )}
      <HowToConnect secret={created?.secret} />
    </section>
  );
}

function CreateForm({ onCreated }: { onCreated: (token: CreatedAccessToken) => void }) {
  const t = useT();
  const modal = useModal();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const token = await createAccessToken({ name, ...(days ? { expiresInDays: days } : {}) });
      setName('');
      onCreated(token);
      await queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    } catch (e) {
      await modal.alert({ title: t('tokens.createFailed'), description: serverMessage(e) ?? errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inline-form tokens__form" onSubmit={(e) => void submit(e)} data-testid="token-form">
      <label className="field">
        {t('tokens.name')}
        <input value={name} maxLength={60} required placeholder={t('tokens.namePlaceholder')} onChange={(e) => setName(e.target.value)} data-testid="token-name" />
      </label>
      <label className="field">
        {t('tokens.expiry')}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))} data-testid="token-expiry">
          {EXPIRIES.map((d) => (
            <option key={d} value={d}>
              {d ? t('tokens.days', { days: d }) : t('tokens.never')}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={busy || !name.trim()} data-testid="token-create">
        {t('tokens.create')}
      </button>
    </form>
  );
}

function NewSecret({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.secret);
      setCopied(true);
    } catch (error) {
      console.error('[tokens] copy failed', error);
    }
  };
  return (
    <div className="subscription" role="status" data-testid="token-secret-box">
      <h2>{t('tokens.secretTitle', { name: token.name })}</h2>
      <p className="hint">{t('tokens.secretOnce')}</p>
      <p>
        <code data-testid="token-secret">{token.secret}</code>
      </p>
      <button type="button" className="button" onClick={() => void copy()} data-testid="token-copy">
        {copied ? t('tokens.copied') : t('tokens.copy')}
      </button>{' '}
      <button type="button" className="button button--quiet" onClick={onDone}>
        {t('tokens.done')}
      </button>
    </div>
  );
}

function TokenRow({ token }: { token: AccessToken }) {
  const t = useT();
  const { lang } = useLang();
  const modal = useModal();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }) : null);

  const revoke = async () => {
    const ok = await modal.open({
      title: t('tokens.revokeTitle', { name: token.name }),
      description: t('tokens.revokeText'),
      isConfirm: true,
      isDanger: true,
      okText: t('tokens.revoke'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await revokeAccessToken(token.tokenId);
      await queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr data-testid="token-row">
      <td>
        <strong>{token.name}</strong> <code className="hint">{token.prefix}…</code>
      </td>
      <td>{date(token.createdAt)}</td>
      <td>{date(token.lastUsedAt) ?? t('tokens.neverUsed')}</td>
      <td>{token.expired ? <span className="form-error">{t('tokens.expired')}</span> : (date(token.expiresAt) ?? t('tokens.never'))}</td>
      <td>
        <button type="button" className="button button--quiet button--small" disabled={busy} onClick={() => void revoke()} data-testid="token-revoke">
          {t('tokens.revoke')}
        </button>
      </td>
    </tr>
  );
}

function HowToConnect({ secret }: { secret?: string }) {
  const t = useT();
  const url = mcpUrl();
  return (
    <div data-testid="token-howto">
      <h2>{t('tokens.howTitle')}</h2>
      <p className="hint">{t('tokens.howText', { url })}</p>
      <pre className="tokens__config">{clientConfig(url, secret ?? 'ssp_…')}</pre>
      <p className="hint">{t('tokens.howTools')}</p>
    </div>
  );
}
