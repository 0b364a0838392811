import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PALETTE, type PaletteColour } from '@screenshelf/kit/palette';
import { serverMessage } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useLang, useT } from '../../../shared/i18n';
import { useModal } from '../../../shared/modal';
import { codeName, useCodes, type AppDetail, type ImageCard, type PatternCard } from '../../library/api';
import {
  addPatterns,
  deleteApp,
  deletePattern,
  hasUncolouredScreens,
  replacePatterns,
  setScreenComponents,
  useAdminApp,
  type NewPattern,
} from './api';
import { AppForm, leaves } from './AppForm';
import { ScreenDropZone, useScreenUploads } from './ScreenUploads';
import { AppFlowsAdmin } from './FlowEditor';
import { PatternCodeSelect } from './PatternCodeSelect';

const sameCodes = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));

/** An existing pattern as a write sends it back (its screens' URLs, codes and order). */
const asNewPattern = (p: PatternCard): NewPattern => ({
  patternName: p.patternName,
  patternCode: p.patternCode,
  images: p.images.map((s, order) => ({ image: s.image, componentCodes: s.componentCodes, order })),
});

/**
 * /admin/library/:appId: edit or delete the app; add a pattern with several screens, replace a
 * pattern's screens, delete patterns; tag each screen's components; the colours the server reads
 * from each screen appear once it has read them.
 */
export default function AppPage() {
  const { appId = '' } = useParams();
  const t = useT();
  const { lang } = useLang();
  const modal = useModal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // What the last write should show once search has it (the page refetches until then).
  const [awaited, setAwaited] = useState<(detail: AppDetail) => boolean>();
  const detail = useAdminApp(appId, awaited);
  const patternCodes = useCodes('PATTERN');
  const patternNames = new Map(leaves(patternCodes.data ?? []).map((n) => [n.code, codeName(lang, n)]));
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [replacing, setReplacing] = useState<PatternCard>();
  const [working, setWorking] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'library'] });
  /** Runs a write with its working state; a refusal shows the server's words. */
  const run = async (what: string, write: () => Promise<unknown>, shows?: (detail: AppDetail) => boolean) => {
    setWorking(what);
    try {
      await write();
      if (shows) setAwaited(() => shows);
      await refresh();
      return true;
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
      return false;
    } finally {
      setWorking('');
    }
  };

  if (detail.isPending) {
    return (
      <p className="status" aria-busy="true">
        {t('library.loading')}
      </p>
    );
  }
  if (detail.isError) {
    return (
      <section className="status status--error" role="alert">
        <p>{errorText(detail.error, t)}</p>
        <Link to="/admin/library">{t('admin.lib.backToList')}</Link>
      </section>
    );
  }
  const { app, patterns } = detail.data;

  const removeApp = async () => {
    if (
      !(await modal.open({
        title: t('admin.lib.deleteAppConfirm', { name: app.appName }),
        description: t('admin.lib.deleteAppText'),
        isConfirm: true,
        isDanger: true,
        okText: t('admin.lib.deleteApp'),
      }))
    )
      return;
    if (await run('deleteApp', () => deleteApp(app.appId))) navigate('/admin/library', { replace: true });
  };

  const removePatterns = async () => {
    // product-spec §8: deleting with nothing chosen is refused with this alert.
    if (!selected.length) {
      await modal.alert({ title: t('admin.lib.nothingToDelete') });
      return;
    }
    if (
      !(await modal.open({
        title: t('admin.lib.deletePatternsConfirm', { count: selected.length }),
        isConfirm: true,
        isDanger: true,
        okText: t('admin.lib.deletePatternsOk', { count: selected.length }),
      }))
    )
      return;
    const gone = selected;
    const deleted = await run(
      'deletePatterns',
      async () => {
        for (const name of gone) await deletePattern(app.appId, name);
      },
      (d) => !d.patterns.some((p) => gone.includes(p.patternName)),
    );
    if (deleted) setSelected([]);
  };

  const toggle = (name: string) =>
    setSelected((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));

  return (
    <section className="admin-section admin-app" data-testid="admin-app" aria-busy={!!working}>
      <p>
        <Link to="/admin/library">{t('admin.lib.backToList')}</Link>
      </p>
      <header className="admin-actions">
        {app.image ? <img className="admin-icon" src={app.image} alt="" /> : null}
        <h1 data-testid="admin-app-name">{lang === 'en' && app.appNameEn ? app.appNameEn : app.appName}</h1>
        <button
          type="button"
          className="button button--quiet button--small"
          onClick={() => setEditing((e) => !e)}
          disabled={!!working}
          data-testid="app-edit"
        >
          {t('seller.edit')}
        </button>
        <button
          type="button"
          className="button button--quiet button--small button--danger"
          onClick={() => void removeApp()}
          disabled={!!working}
          data-testid="app-delete"
        >
          {t('admin.lib.deleteApp')}
        </button>
        <Link to={`/apps/${encodeURIComponent(app.appId)}`}>{t('admin.lib.openInLibrary')}</Link>
      </header>
      {working ? (
        <p className="status" role="status" aria-busy="true" data-testid="admin-working">
          {t('admin.lib.working')}
        </p>
      ) : null}
      {editing ? (
        <AppForm
          app={app}
          onDone={(saved) => {
            setAwaited(
              () => (d: AppDetail) =>
                d.app.appName === saved.appName && d.app.appNameEn === saved.appNameEn && d.app.mau === saved.mau,
            );
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}

      <h2>{t('admin.lib.patterns')}</h2>
      {hasUncolouredScreens(detail.data) ? (
        <p className="hint" data-testid="colours-pending">
          {t('admin.lib.coloursPending')}
        </p>
      ) : null}
      <div className="admin-actions">
        <button
          type="button"
          className="button button--quiet button--small button--danger"
          onClick={() => void removePatterns()}
          disabled={!!working}
          data-testid="patterns-delete"
        >
          {t('admin.lib.deleteSelected')}
        </button>
      </div>
      {!patterns.length ? <p className="status">{t('admin.lib.noPatterns')}</p> : null}
      <ul className="admin-patterns">
        {patterns.map((p) => (
          <li key={p.patternId} className="admin-pattern" data-testid="admin-pattern">
            <div className="admin-actions">
              <label className="check">
                <input
                  type="checkbox"
                  checked={selected.includes(p.patternName)}
                  onChange={() => toggle(p.patternName)}
                  data-testid="pattern-select"
                />{' '}
                <strong>{p.patternName}</strong>
              </label>
              <span className="hint">{patternNames.get(p.patternCode) ?? (p.patternCodeName || p.patternCode)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => setReplacing(p)}
                disabled={!!working}
                data-testid="pattern-replace"
              >
                {t('admin.lib.replaceScreens')}
              </button>
            </div>
            <ul className="admin-screens">
              {p.images.map((s) => (
                <ScreenItem
                  key={s.imageId}
                  screen={s}
                  onSaved={(codes) =>
                    setAwaited(
                      () => (d: AppDetail) =>
                        d.patterns.some((p) =>
                          p.images.some((i) => i.imageId === s.imageId && sameCodes(i.componentCodes, codes)),
                        ),
                    )
                  }
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <PatternComposer
        key={replacing?.patternId ?? 'new'}
        appId={app.appId}
        replacing={replacing}
        busy={!!working}
        onCancel={() => setReplacing(undefined)}
        onSave={async (pattern) => {
          const before = patterns.find((p) => p.patternName === pattern.patternName)?.images.length ?? 0;
          const count = replacing ? pattern.images!.length : before + pattern.images!.length;
          const ok = await run(
            'patterns',
            () =>
              replacing
                ? replacePatterns(
                    app.appId,
                    patterns.map((p) => (p.patternId === replacing.patternId ? pattern : asNewPattern(p))),
                  )
                : addPatterns(app.appId, [pattern]),
            (d) => d.patterns.some((p) => p.patternName === pattern.patternName && p.images.length === count),
          );
          if (ok) setReplacing(undefined);
          return ok;
        }}
      />

      <AppFlowsAdmin appId={app.appId} patterns={patterns} />
    </section>
  );
}

interface ComposerProps {
  appId: string;
  replacing?: PatternCard;
  busy: boolean;
  onCancel(): void;
  onSave(pattern: NewPattern): Promise<boolean>;
}

/** A pattern's name, code and screens (dropped or picked, uploaded one by one with progress), saved in one call. */
function PatternComposer({ appId, replacing, busy, onCancel, onSave }: ComposerProps) {
  const t = useT();
  const uploads = useScreenUploads(`screens/${appId}`);
  const [patternName, setPatternName] = useState(replacing?.patternName ?? '');
  const [patternCode, setPatternCode] = useState(replacing?.patternCode ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await onSave({
      patternName: patternName.trim(),
      patternCode,
      images: uploads.images.map((image, order) => ({ image, order })),
    });
    if (saved) {
      uploads.clear();
      setPatternName('');
      setPatternCode('');
    }
  };

  return (
    <form className="product-form admin-composer" onSubmit={(e) => void submit(e)} data-testid="pattern-form">
      <h2>{replacing ? t('admin.lib.replaceTitle', { name: replacing.patternName }) : t('admin.lib.addPattern')}</h2>
      <label className="field">
        <span>{t('admin.lib.patternName')}</span>
        <input
          required
          maxLength={100}
          value={patternName}
          readOnly={!!replacing}
          onChange={(e) => setPatternName(e.target.value)}
          data-testid="pattern-name"
        />
      </label>
      <label className="field">
        <span>{t('admin.lib.patternCode')}</span>
        <PatternCodeSelect value={patternCode} onChange={setPatternCode} testId="pattern-code" />
      </label>
      <ScreenDropZone uploads={uploads} label={t('admin.lib.pickScreens')} />
      <p className="order__actions">
        {replacing ? (
          <button type="button" className="button button--quiet" onClick={onCancel} disabled={busy}>
            {t('modal.cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={busy || uploads.busy || !uploads.images.length || !patternName.trim()}
          data-testid="pattern-save"
        >
          {busy ? t('admin.lib.saving') : replacing ? t('admin.lib.replaceScreens') : t('admin.lib.addPattern')}
        </button>
      </p>
      {uploads.busy ? <p className="hint">{t('seller.form.waitUploads')}</p> : null}
    </form>
  );
}

/** One screen: the image, its colours once read, its component codes and their checklist. */
function ScreenItem({ screen, onSaved }: { screen: ImageCard; onSaved(codes: string[]): void }) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const components = useCodes('COMPONENT');
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState(screen.componentCodes);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const names = new Map(leaves(components.data ?? []).map((n) => [n.code, codeName(lang, n)]));

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      const saved = await setScreenComponents(screen.imageId, codes);
      onSaved(saved.componentCodes);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'library'] });
      setOpen(false);
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="admin-screen" data-testid="admin-screen">
      <img src={screen.image} alt="" loading="lazy" />
      <p className="admin-colours" data-testid="screen-colours">
        {screen.colors.length
          ? screen.colors.map((c) => (
              <span
                key={c}
                className="swatch"
                style={{ background: c }}
                title={PALETTE[c as PaletteColour] ?? c}
                data-colour={c}
              />
            ))
          : t('admin.lib.readingColours')}
      </p>
      <p className="hint" data-testid="screen-components">
        {screen.componentCodes.map((c) => names.get(c) ?? c).join(', ') || t('admin.lib.noComponents')}
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => (setCodes(screen.componentCodes), setOpen((o) => !o))}
        data-testid="screen-tag"
      >
        {t('admin.lib.tagComponents')}
      </button>
      {open ? (
        <fieldset className="admin-checklist" data-testid="component-checklist" aria-busy={saving}>
          <legend>{t('admin.lib.tagComponents')}</legend>
          {(components.data ?? []).map((group) => (
            <div key={group.code}>
              <strong>{codeName(lang, group)}</strong>
              {(group.children.length ? group.children : [group]).map((node) => (
                <label key={node.code} className="check">
                  <input
                    type="checkbox"
                    checked={codes.includes(node.code)}
                    onChange={() =>
                      setCodes((list) => (list.includes(node.code) ? list.filter((c) => c !== node.code) : [...list, node.code]))
                    }
                  />{' '}
                  {codeName(lang, node)}
                </label>
              ))}
            </div>
          ))}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--small"
            disabled={saving}
            onClick={() => void save()}
            data-testid="components-save"
          >
            {saving ? t('admin.lib.saving') : t('seller.form.save')}
          </button>
        </fieldset>
      ) : null}
    </li>
  );
}
