import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useLang, useT } from '../../../shared/i18n';
import { useModal } from '../../../shared/modal';
import { codeNames, useCodes, type ImageCard, type PatternCard } from '../../library/api';
import { createFlow, deleteFlow, updateFlow, useAppFlows, type Flow, type FlowInput } from '../../library/flows-api';
import { flowName, stepsOf } from '../../library/Flows';
import '../../library/flows-messages';
import { PatternCodeSelect } from './PatternCodeSelect';

/** A step while it is edited: the screen it shows and its two labels. */
export interface DraftStep {
  imageId: string;
  image: string;
  label: string;
  labelEn: string;
}

/** `list` with the item at `from` moved to `to` (both inside the list). */
export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Every screen of the app once, in the order of its patterns (the picker's choices). */
const screensOf = (patterns: PatternCard[]): ImageCard[] => {
  const seen = new Set<string>();
  return patterns.flatMap((p) => p.images).filter((s) => !seen.has(s.imageId) && !!seen.add(s.imageId));
};

/**
 * The admin app page's flows: the app's flows with their steps, edit and delete each, and the
 * editor for a new one. The server checks every rule of a flow (its steps' count, each a screen
 * of this app, none twice) and audits the write; its refusal is shown as it words it.
 */
export function AppFlowsAdmin({ appId, patterns }: { appId: string; patterns: PatternCard[] }) {
  const t = useT();
  const { lang } = useLang();
  const modal = useModal();
  const queryClient = useQueryClient();
  const flows = useAppFlows(appId);
  const patternTree = useCodes('PATTERN');
  // The flow being edited, 'new' for the editor of a new one, or none.
  const [editing, setEditing] = useState<Flow | 'new' | null>(null);
  const screens = screensOf(patterns);

  const remove = async (flow: Flow) => {
    const name = flowName(lang, flow);
    const sure = await modal.open({
      title: t('flows.editor.deleteConfirm', { name }),
      description: t('flows.editor.deleteText'),
      isConfirm: true,
      isDanger: true,
      okText: t('flows.editor.delete'),
    });
    if (!sure) return;
    try {
      await deleteFlow(flow.flowId);
      await queryClient.invalidateQueries({ queryKey: ['flows'] });
    } catch (e) {
      await modal.alert({ title: serverMessage(e) ?? errorText(e, t) });
    }
  };

  return (
    <section className="admin-flows" data-testid="admin-flows">
      <h2>{t('flows.editor.title')}</h2>
      {flows.isError ? (
        <p className="status status--error" role="alert">
          {errorText(flows.error, t)}
        </p>
      ) : null}
      {flows.data && !flows.data.length ? <p className="status">{t('flows.editor.none')}</p> : null}
      <ul className="admin-flows__list">
        {(flows.data ?? []).map((flow) => (
          <li key={flow.flowId} className="admin-flow" data-testid="admin-flow">
            <div className="admin-actions">
              <strong>{flowName(lang, flow)}</strong>
              <span className="hint">
                {[
                  codeNames(patternTree.data ?? [], [flow.patternCode], lang)[0] ?? flow.patternCode,
                  t('flows.steps', { count: flow.steps.length }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <button type="button" className="link-button" onClick={() => setEditing(flow)} data-testid="flow-edit">
                {t('flows.editor.edit')}
              </button>
              <button
                type="button"
                className="link-button link-button--danger"
                onClick={() => void remove(flow)}
                data-testid="flow-delete"
              >
                {t('flows.editor.delete')}
              </button>
            </div>
            <ol className="admin-flow__strip">
              {stepsOf(flow).map((step, i) => (
                <li key={`${step.imageId}:${i}`}>
                  <img src={step.image} alt="" loading="lazy" />
                  <span className="flow-strip__number">{i + 1}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {editing ? (
        <FlowEditor
          key={editing === 'new' ? 'new' : editing.flowId}
          appId={appId}
          screens={screens}
          flow={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button button--quiet" onClick={() => setEditing('new')} data-testid="flow-add">
          {t('flows.editor.add')}
        </button>
      )}
    </section>
  );
}

interface EditorProps {
  appId: string;
  /** The app's screens, to pick steps from. */
  screens: ImageCard[];
  /** The flow to edit; none for a new one. */
  flow?: Flow;
  onDone(): void;
}

/**
 * A flow's name (Korean and English), pattern and steps: screens are picked by a click (a second
 * click takes one out), ordered by drag or by keyboard (the buttons, or Alt+↑/↓ on a focused step),
 * and each step is labelled in both languages. Saved in one call (createFlow or updateFlow).
 */
export function FlowEditor({ appId, screens, flow, onDone }: EditorProps) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const [name, setName] = useState(flow?.name ?? '');
  const [nameEn, setNameEn] = useState(flow?.nameEn ?? '');
  const [patternCode, setPatternCode] = useState(flow?.patternCode ?? '');
  const [steps, setSteps] = useState<DraftStep[]>(() =>
    flow ? stepsOf(flow).map((s) => ({ imageId: s.imageId, image: s.image, label: s.label, labelEn: s.labelEn })) : [],
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [announce, setAnnounce] = useState('');
  // The step to focus once a move is drawn (by its screen: a screen is in a flow once).
  const focusAfterMove = useRef<string | null>(null);
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const titleId = useId();

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    [...(list.current?.querySelectorAll<HTMLElement>('[data-step]') ?? [])].find((el) => el.dataset.step === wanted)?.focus();
  }, [steps]);

  const pick = (screen: ImageCard) =>
    setSteps((current) =>
      current.some((s) => s.imageId === screen.imageId)
        ? current.filter((s) => s.imageId !== screen.imageId)
        : [...current, { imageId: screen.imageId, image: screen.image, label: '', labelEn: '' }],
    );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length || from === to) return;
    const step = steps[from]!;
    setSteps(moveStep(steps, from, to));
    focusAfterMove.current = step.imageId;
    setAnnounce(t('flows.editor.moved', { n: to + 1 }));
  };

  const onStepKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  const drop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    if (from !== null) move(from, index);
  };

  const label = (index: number, field: 'label' | 'labelEn', value: string) =>
    setSteps((current) => current.map((s, i) => (i === index ? { ...s, [field]: value } : s)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    const body: FlowInput = {
      name: name.trim(),
      nameEn: nameEn.trim(),
      patternCode,
      steps: steps.map((s) => ({ imageId: s.imageId, label: s.label.trim(), labelEn: s.labelEn.trim() })),
    };
    try {
      if (flow) await updateFlow(flow.flowId, body);
      else await createFlow(appId, body);
      await queryClient.invalidateQueries({ queryKey: ['flows'] });
      onDone();
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setSaving(false);
    }
  };

  const position = new Map(steps.map((s, i) => [s.imageId, i]));
  return (
    <form
      className="product-form flow-editor"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={titleId}
      aria-busy={saving}
      data-testid="flow-form"
    >
      <h3 id={titleId}>{flow ? t('flows.editor.editTitle', { name: flowName(lang, flow) }) : t('flows.editor.newTitle')}</h3>
      <label className="field">
        <span>{t('flows.editor.name')}</span>
        <input required value={name} onChange={(e) => setName(e.target.value)} data-testid="flow-name" />
      </label>
      <label className="field">
        <span>{t('flows.editor.nameEn')}</span>
        <input value={nameEn} onChange={(e) => setNameEn(e.target.value)} data-testid="flow-name-en" />
      </label>
      <label className="field">
        <span>{t('flows.editor.patternCode')}</span>
        <PatternCodeSelect value={patternCode} onChange={setPatternCode} testId="flow-pattern" required />
      </label>

      <fieldset className="flow-editor__pick">
        <legend>{t('flows.editor.pick')}</legend>
        <p className="hint">{t('flows.editor.pickHint')}</p>
        <ul className="flow-editor__screens">
          {screens.map((screen, i) => {
            const at = position.get(screen.imageId);
            return (
              <li key={screen.imageId}>
                <button
                  type="button"
                  className="flow-editor__screen"
                  aria-pressed={at !== undefined}
                  aria-label={t('flows.editor.pickScreen', { n: i + 1 })}
                  onClick={() => pick(screen)}
                  data-testid="flow-pick"
                >
                  <img src={screen.image} alt="" loading="lazy" />
                  {at !== undefined ? <span className="flow-strip__number">{at + 1}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="flow-editor__steps">
        <legend>{t('flows.editor.steps')}</legend>
        <p className="hint">{t('flows.editor.stepsHint')}</p>
        {!steps.length ? <p className="status">{t('flows.editor.noSteps')}</p> : null}
        <ol ref={list} className="flow-editor__list" data-testid="flow-steps">
          {steps.map((step, index) => (
            <li
              key={step.imageId}
              className="flow-editor__step"
              tabIndex={0}
              draggable
              data-step={step.imageId}
              aria-describedby={`${titleId}-keys`}
              onKeyDown={(e) => onStepKey(e, index)}
              onDragStart={(e) => {
                dragged.current = index;
                e.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only with data set.
                e.dataTransfer.setData('text/plain', step.imageId);
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => drop(e, index)}
              data-testid="flow-step"
            >
              <span className="flow-strip__number">{index + 1}</span>
              <img src={step.image} alt="" draggable={false} />
              <div className="flow-editor__labels">
                <label className="field">
                  <span>{t('flows.editor.label')}</span>
                  <input value={step.label} onChange={(e) => label(index, 'label', e.target.value)} data-testid="step-label" />
                </label>
                <label className="field">
                  <span>{t('flows.editor.labelEn')}</span>
                  <input
                    value={step.labelEn}
                    onChange={(e) => label(index, 'labelEn', e.target.value)}
                    data-testid="step-label-en"
                  />
                </label>
              </div>
              <div className="flow-editor__moves">
                <button
                  type="button"
                  className="button button--quiet button--small"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  data-testid="step-up"
                >
                  {t('flows.editor.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--quiet button--small"
                  onClick={() => move(index, index + 1)}
                  disabled={index === steps.length - 1}
                  data-testid="step-down"
                >
                  {t('flows.editor.moveDown')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setSteps((s) => s.filter((x) => x.imageId !== step.imageId))}
                >
                  {t('flows.editor.remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <p id={`${titleId}-keys`} className="visually-hidden">
          {t('flows.editor.stepsHint')}
        </p>
        <p className="visually-hidden" role="status" data-testid="flow-moved">
          {announce}
        </p>
      </fieldset>

      {error ? (
        <p className="form-error" role="alert" data-testid="flow-error">
          {error}
        </p>
      ) : null}
      <p className="order__actions">
        <button type="button" className="button button--quiet" onClick={onDone} disabled={saving}>
          {t('flows.editor.cancel')}
        </button>
        <button type="submit" className="button" disabled={saving || !name.trim()} data-testid="flow-save">
          {saving ? t('flows.editor.saving') : t('flows.editor.save')}
        </button>
      </p>
    </form>
  );
}
