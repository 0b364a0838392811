import { useCallback, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useLang, useT } from '../../shared/i18n';
import { createProduct, KINDS, updateProduct, useProductCodes, type Kind, type Product, type ProductChanges, type ProductCode, type ProductFields } from '../marketplace/api';
import { Uploader, type Uploaded } from './Uploader';

const ALL_KINDS: Kind[] = [...KINDS.TEMPLATE, ...KINDS.CLASS];

/** An RFC 3339 instant as a datetime-local value (local time) and back. */
const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

interface ProductFormProps {
  /** Edits this product; creates one without it. */
  product?: Product;
  onDone(product: Product): void;
  onCancel(): void;
}

/**
 * The seller's product form. The server checks everything (discount, code, seats, start) and its
 * message shows here; the discount is given as an amount or a rate and the server derives the other.
 * Editing sends only the fields the seller changed; new images replace the old ones.
 */
export function ProductForm({ product, onDone, onCancel }: ProductFormProps) {
  const t = useT();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const codes = useProductCodes();
  const [type, setType] = useState<Kind>((product?.type as Kind) || 'TEMPLATE');
  const [title, setTitle] = useState(product?.title ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [amount, setAmount] = useState(String(product?.amount ?? 0));
  const [discountMode, setDiscountMode] = useState<'amount' | 'rate'>(product?.discountRate && !product.discountAmount ? 'rate' : 'amount');
  const [discount, setDiscount] = useState(String(product?.discountAmount ?? 0));
  const [productCode, setProductCode] = useState(product?.productCode ?? '');
  const [pageCnt, setPageCnt] = useState(String(product?.pageCnt ?? 0));
  const [exclusiveFlag, setExclusive] = useState(product?.exclusiveFlag ?? false);
  const [useFlag, setUseFlag] = useState(product?.useFlag ?? false);
  const [maxPersonCnt, setMaxPersonCnt] = useState(String(product?.maxPersonCnt ?? 0));
  const [startsAt, setStartsAt] = useState(toLocalInput(product?.startsAt ?? ''));
  const [thumbnails, setThumbnails] = useState<Uploaded[]>();
  const [details, setDetails] = useState<Uploaded[]>();
  const [files, setFiles] = useState<Uploaded[]>();
  const [changed, setChanged] = useState(new Set<string>());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(new Set<string>());
  const busyFor = useCallback(
    (purpose: string) => (running: boolean) =>
      setUploading((set) => {
        if (set.has(purpose) === running) return set;
        const next = new Set(set);
        if (running) next.add(purpose);
        else next.delete(purpose);
        return next;
      }),
    [],
  );
  const [onThumbBusy, onDetailBusy, onFileBusy] = [busyFor('THUMBNAIL'), busyFor('DETAIL'), busyFor('FILE')];
  const touch = (...names: string[]) => setChanged((set) => new Set([...set, ...names]));
  const workshop = type === 'WORKSHOP';

  // The discount goes as the one unit the seller gave; the server derives the other.
  const fields = (): ProductFields => ({
    type,
    title: title.trim(),
    description,
    amount: Number(amount) || 0,
    ...(discountMode === 'amount' ? { discountAmount: Number(discount) || 0 } : { discountRate: Number(discount) || 0 }),
    productCode,
    thumbnailImgUrls: (thumbnails ?? []).map((u) => u.fileUrl),
    detailImgUrls: (details ?? []).map((u) => u.fileUrl),
    files: (files ?? []).map((f) => ({ key: f.key, name: f.name })),
    pageCnt: Number(pageCnt) || 0,
    exclusiveFlag,
    useFlag,
    maxPersonCnt: workshop ? Number(maxPersonCnt) || 0 : 0,
    startsAt: workshop ? fromLocalInput(startsAt) : '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    setBusy(true);
    try {
      const all = fields();
      let saved: Product;
      if (product) {
        // Only what the seller touched (the discount in the unit given); untouched images and files stay.
        const names = [...changed].flatMap((name) => (name === 'discount' ? ['discountAmount', 'discountRate'] : [name]));
        const changes = Object.fromEntries(names.filter((name) => name in all).map((name) => [name, all[name as keyof ProductFields]])) as ProductChanges;
        saved = Object.keys(changes).length ? await updateProduct(product.id, changes) : product;
      } else {
        saved = await createProduct(all);
      }
      await queryClient.invalidateQueries({ queryKey: ['market'] });
      onDone(saved);
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  // The code tree is kinds → topics: the kind chosen offers its topics.
  const kindNode = (codes.data ?? []).find((node) => node.code === type);
  const kindCodes = kindNode ? kindNode.children : (codes.data ?? []).flatMap((node) => (node.children.length ? node.children : [node]));
  const codeName = (node: ProductCode) => (lang === 'en' && node.nameEn ? node.nameEn : node.name);
  const list = (purpose: string, items: Uploaded[] | undefined, existing: number, clear: () => void) =>
    items ? (
      <ul className="uploader__done" data-testid={`uploaded-${purpose}`}>
        {items.map((u) => (
          <li key={u.key}>{u.name}</li>
        ))}
      </ul>
    ) : existing ? (
      <p className="hint">
        {t('seller.form.existing', { count: existing })}{' '}
        <button type="button" className="link-button" onClick={clear}>
          {t('seller.form.removeAll')}
        </button>
      </p>
    ) : null;

  return (
    <form className="product-form" onSubmit={(e) => void submit(e)} data-testid="product-form">
      <h2>{product ? t('seller.form.editTitle') : t('seller.form.newTitle')}</h2>
      <div className="product-form__grid">
        <label className="field">
          <span>{t('seller.form.type')}</span>
          <select value={type} onChange={(e) => (setType(e.target.value as Kind), touch('type'))} data-testid="form-type">
            {ALL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`market.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('seller.form.code')}</span>
          <select required value={productCode} onChange={(e) => (setProductCode(e.target.value), touch('productCode'))} data-testid="form-code">
            <option value="">—</option>
            {kindCodes.map((node) => (
              <option key={node.code} value={node.code}>
                {codeName(node)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--wide">
          <span>{t('seller.form.title')}</span>
          <input required maxLength={200} value={title} onChange={(e) => (setTitle(e.target.value), touch('title'))} data-testid="form-title" />
        </label>
        <label className="field field--wide">
          <span>{t('seller.form.description')}</span>
          <textarea rows={5} value={description} onChange={(e) => (setDescription(e.target.value), touch('description'))} data-testid="form-description" />
        </label>
        <label className="field">
          <span>{t('seller.form.amount')}</span>
          <input type="number" min={0} step={100} required value={amount} onChange={(e) => (setAmount(e.target.value), touch('amount'))} data-testid="form-amount" />
        </label>
        <div className="field">
          <span>{t('seller.form.discount')}</span>
          <div className="inline-form">
            <input type="number" min={0} value={discount} onChange={(e) => (setDiscount(e.target.value), touch('discount'))} aria-label={t('seller.form.discount')} data-testid="form-discount" />
            <select value={discountMode} onChange={(e) => (setDiscountMode(e.target.value as 'amount' | 'rate'), touch('discount'))} aria-label={t('seller.form.discountMode')}>
              <option value="amount">{t('seller.form.discountWon')}</option>
              <option value="rate">%</option>
            </select>
          </div>
        </div>
        <label className="field">
          <span>{t('seller.form.pages')}</span>
          <input type="number" min={0} value={pageCnt} onChange={(e) => (setPageCnt(e.target.value), touch('pageCnt'))} />
        </label>
        {workshop ? (
          <>
            <label className="field">
              <span>{t('seller.form.seats')}</span>
              <input type="number" min={0} value={maxPersonCnt} onChange={(e) => (setMaxPersonCnt(e.target.value), touch('maxPersonCnt'))} data-testid="form-seats" />
            </label>
            <label className="field">
              <span>{t('seller.form.startsAt')}</span>
              <input type="datetime-local" value={startsAt} onChange={(e) => (setStartsAt(e.target.value), touch('startsAt'))} data-testid="form-starts" />
            </label>
          </>
        ) : null}
        <label className="check">
          <input type="checkbox" checked={exclusiveFlag} onChange={(e) => (setExclusive(e.target.checked), touch('exclusiveFlag'))} /> {t('seller.form.exclusive')}
        </label>
        <label className="check">
          <input type="checkbox" checked={useFlag} onChange={(e) => (setUseFlag(e.target.checked), touch('useFlag'))} data-testid="form-publish" /> {t('seller.form.publish')}
        </label>
      </div>
      <fieldset className="product-form__uploads">
        <legend>{t('seller.form.thumbnails')}</legend>
        <Uploader purpose="THUMBNAIL" onBusyChange={onThumbBusy} accept="image/*" label={t('seller.form.addImages')} onUploaded={(u) => (setThumbnails((l) => [...(l ?? []), u]), touch('thumbnailImgUrls'))} />
        {list('THUMBNAIL', thumbnails, product?.thumbnailImgUrls.length ?? 0, () => (setThumbnails([]), touch('thumbnailImgUrls')))}
      </fieldset>
      <fieldset className="product-form__uploads">
        <legend>{t('seller.form.details')}</legend>
        <Uploader purpose="DETAIL" onBusyChange={onDetailBusy} accept="image/*" label={t('seller.form.addImages')} onUploaded={(u) => (setDetails((l) => [...(l ?? []), u]), touch('detailImgUrls'))} />
        {list('DETAIL', details, product?.detailImgUrls.length ?? 0, () => (setDetails([]), touch('detailImgUrls')))}
      </fieldset>
      {!workshop ? (
        <fieldset className="product-form__uploads">
          <legend>{t('seller.form.files')}</legend>
          <Uploader purpose="FILE" onBusyChange={onFileBusy} label={t('seller.form.addFiles')} onUploaded={(u) => (setFiles((l) => [...(l ?? []), u]), touch('files'))} />
          {list('FILE', files, product?.fileCnt ?? 0, () => (setFiles([]), touch('files')))}
        </fieldset>
      ) : null}
      {error ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {error}
        </p>
      ) : null}
      <div className="inline-form">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('modal.cancel')}
        </button>
        {uploading.size ? <span className="hint">{t('seller.form.waitUploads')}</span> : null}
        <button type="submit" className="button" disabled={busy || uploading.size > 0} data-testid="form-save">
          {product ? t('seller.form.save') : t('seller.form.create')}
        </button>
      </div>
    </form>
  );
}
