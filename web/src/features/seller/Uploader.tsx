import { useEffect, useState, type ChangeEvent } from 'react';
import { serverMessage } from '../../shared/api';
import { errorText } from '../../shared/errors';
import { useT } from '../../shared/i18n';
import { uploadFile, type UploadPurpose } from '../marketplace/api';

export interface Uploaded {
  key: string;
  fileUrl: string;
  name: string;
}

interface Progress {
  id: number;
  name: string;
  share: number;
  error?: string;
}

interface UploaderProps {
  purpose: UploadPurpose;
  label: string;
  accept?: string;
  multiple?: boolean;
  onUploaded(file: Uploaded): void;
  /** Whether uploads are still running (the form waits for them before saving). */
  onBusyChange?(busy: boolean): void;
}

let nextId = 1;

/** Picks files and uploads each (presign, then PUT with progress); a bar per file, the server's words on failure. */
export function Uploader({ purpose, label, accept, multiple = true, onUploaded, onBusyChange }: UploaderProps) {
  const t = useT();
  const [items, setItems] = useState<Progress[]>([]);
  const running = items.some((p) => !p.error);
  useEffect(() => onBusyChange?.(running), [running, onBusyChange]);
  const patch = (id: number, change: Partial<Progress>) => setItems((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      const id = nextId++;
      setItems((list) => [...list, { id, name: file.name, share: 0 }]);
      uploadFile(purpose, file, (share) => patch(id, { share }))
        .then((uploaded) => {
          setItems((list) => list.filter((p) => p.id !== id));
          onUploaded(uploaded);
        })
        .catch((e: unknown) => patch(id, { error: serverMessage(e) ?? (e instanceof Error && e.message ? e.message : errorText(e, t)) }));
    }
  };

  return (
    <div className="uploader" data-testid={`uploader-${purpose}`}>
      <label className="button button--quiet button--small uploader__pick">
        {label}
        <input type="file" className="visually-hidden" accept={accept} multiple={multiple} onChange={pick} data-testid={`upload-${purpose}`} />
      </label>
      {items.length ? (
        <ul className="uploader__list">
          {items.map((item) => (
            <li key={item.id} className="uploader__item">
              <span>{item.name}</span>{' '}
              {item.error ? (
                <span className="form-error" role="alert">
                  {item.error}
                </span>
              ) : (
                <>
                  <progress max={100} value={Math.round(item.share * 100)} data-testid="upload-progress" aria-label={t('seller.uploading', { name: item.name })} />{' '}
                  <span>{Math.round(item.share * 100)}%</span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
