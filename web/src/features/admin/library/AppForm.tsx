import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useLang, useT } from '../../../shared/i18n';
import { codeName, useCodes, type AppType, type CodeNode } from '../../library/api';
import { createApp, updateApp, type AdminApp, type AppChanges, type ReleaseStatus } from './api';
import { ScreenDropZone, useScreenUploads } from './ScreenUploads';

const RELEASE_STATUSES: ReleaseStatus[] = ['RELEASED', 'BETA', 'INTERNAL'];

/** The leaves of a code tree (a flat tree is its own leaves). */
export const leaves = (nodes: CodeNode[]): CodeNode[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));

interface AppFormProps {
  /** Edits this app; creates one without it. */
  app?: Pick<AdminApp, 'appId' | 'appName' | 'appNameEn' | 'type' | 'categoryCodes' | 'mau' | 'image' | 'storeUrl' | 'releasedAt' | 'description' | 'descriptionEn'>;
  onDone(app: AdminApp): void;
  onCancel?(): void;
}

/**
 * Create or edit an app (60 s, product-spec §9). The server decides: unknown codes, a release status
 * other than released (its message shows here as it came), a bad icon URL.
 */
export function AppForm({ app, onDone, onCancel }: AppFormProps) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const categories = useCodes('CATEGORY');
  const [appName, setAppName] = useState(app?.appName ?? '');
  const [appNameEn, setAppNameEn] = useState(app?.appNameEn ?? '');
  const [type, setType] = useState<AppType>((app?.type as AppType) ?? 'MOBILE');
  const [categoryCodes, setCategoryCodes] = useState<string[]>(app?.categoryCodes ?? []);
  const [mau, setMau] = useState(String(app?.mau ?? 0));
  const [storeUrl, setStoreUrl] = useState(app?.storeUrl ?? '');
  const [releasedAt, setReleasedAt] = useState(app?.releasedAt ?? '');
  const [description, setDescription] = useState(app?.description ?? '');
  const [descriptionEn, setDescriptionEn] = useState(app?.descriptionEn ?? '');
  const [releaseStatus, setReleaseStatus] = useState<ReleaseStatus>('RELEASED');
  const icon = useScreenUploads('icons');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const iconUrl = icon.images.at(-1);

  const toggle = (code: string) =>
    setCategoryCodes((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    setBusy(true);
    const fields: AppChanges = {
      appName: appName.trim(),
      appNameEn: appNameEn.trim(),
      type,
      categoryCodes,
      mau: Number(mau) || 0,
      storeUrl: storeUrl.trim(),
      description: description.trim(),
      descriptionEn: descriptionEn.trim(),
    };
    // An edit may clear the date (''); a new app simply has none.
    if (releasedAt || app) fields.releasedAt = releasedAt;
    if (iconUrl) fields.image = iconUrl;
    try {
      const saved = app
        ? await updateApp(app.appId, fields)
        : await createApp({ ...fields, appName: fields.appName!, releaseStatus });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'library'] });
      onDone(saved);
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="product-form" onSubmit={(e) => void submit(e)} data-testid="app-form" aria-busy={busy}>
      <div className="product-form__grid">
        <label className="field">
          <span>{t('admin.lib.appName')}</span>
          <input required maxLength={100} value={appName} onChange={(e) => setAppName(e.target.value)} data-testid="app-name" />
        </label>
        <label className="field">
          <span>{t('admin.lib.appNameEn')}</span>
          <input maxLength={100} value={appNameEn} onChange={(e) => setAppNameEn(e.target.value)} data-testid="app-name-en" />
        </label>
        <label className="field">
          <span>{t('admin.lib.type')}</span>
          <select value={type} onChange={(e) => setType(e.target.value as AppType)} data-testid="app-type">
            <option value="MOBILE">{t('nav.mobile')}</option>
            <option value="WEBSITE">{t('nav.website')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('admin.lib.mau')}</span>
          <input type="number" min={0} value={mau} onChange={(e) => setMau(e.target.value)} data-testid="app-mau" />
        </label>
        <label className="field field--wide">
          <span>{type === 'MOBILE' ? t('admin.lib.storeUrl') : t('admin.lib.siteUrl')}</span>
          <input
            type="url"
            maxLength={2048}
            value={storeUrl}
            onChange={(e) => setStoreUrl(e.target.value)}
            data-testid="app-store-url"
          />
        </label>
        <label className="field">
          <span>{t('admin.lib.releasedAt')}</span>
          <input type="date" value={releasedAt} onChange={(e) => setReleasedAt(e.target.value)} data-testid="app-released-at" />
        </label>
        <label className="field field--wide">
          <span>{t('admin.lib.description')}</span>
          <textarea maxLength={2000} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="app-description" />
        </label>
        <label className="field field--wide">
          <span>{t('admin.lib.descriptionEn')}</span>
          <textarea maxLength={2000} rows={3} value={descriptionEn} onChange={(e) => setDescriptionEn(e.target.value)} data-testid="app-description-en" />
        </label>
        {!app ? (
          <label className="field">
            <span>{t('admin.lib.releaseStatus')}</span>
            <select
              value={releaseStatus}
              onChange={(e) => setReleaseStatus(e.target.value as ReleaseStatus)}
              data-testid="app-release"
            >
              {RELEASE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.lib.release.${s}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <fieldset className="field field--wide" data-testid="app-categories">
          <legend>{t('admin.lib.categories')}</legend>
          {categories.isPending ? <p className="status">{t('library.loading')}</p> : null}
          {categories.isError ? <p className="status status--error">{errorText(categories.error, t)}</p> : null}
          <div className="chips">
            {leaves(categories.data ?? []).map((node) => (
              <label key={node.code} className={`chip${categoryCodes.includes(node.code) ? ' chip--on' : ''}`}>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={categoryCodes.includes(node.code)}
                  onChange={() => toggle(node.code)}
                />
                {codeName(lang, node)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field field--wide">
          <span>{t('admin.lib.icon')}</span>
          {app?.image && !iconUrl ? <img className="admin-icon" src={app.image} alt="" /> : null}
          <ScreenDropZone uploads={icon} label={t('admin.lib.pickIcon')} multiple={false} testId="icon" />
        </div>
      </div>
      {error ? (
        <p className="form-error" role="alert" data-testid="app-form-error">
          {error}
        </p>
      ) : null}
      <p className="order__actions">
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel} disabled={busy}>
            {t('modal.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy || icon.busy} data-testid="app-save">
          {busy ? t('admin.lib.saving') : app ? t('seller.form.save') : t('seller.form.create')}
        </button>
      </p>
    </form>
  );
}
