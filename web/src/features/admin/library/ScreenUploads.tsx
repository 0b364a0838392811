import { useCallback, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { serverMessage } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useT } from '../../../shared/i18n';
import { uploadImage } from './api';

export interface ScreenUpload {
  id: number;
  name: string;
  /** 0..1 of the bytes sent. */
  share: number;
  /** The stored image URL once the upload finished. */
  image?: string;
  error?: string;
}

let nextId = 1;

/**
 * Several screen images at once: each is presigned (POST /api/image) and PUT with its own progress.
 * `images` keeps the order the files were given in, whatever order they finish in.
 */
export function useScreenUploads(folder: string) {
  const t = useT();
  const [items, setItems] = useState<ScreenUpload[]>([]);
  const patch = useCallback(
    (id: number, change: Partial<ScreenUpload>) => setItems((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u))),
    [],
  );

  const add = (files: File[]) => {
    for (const file of files) {
      const id = nextId++;
      setItems((list) => [...list, { id, name: file.name, share: 0 }]);
      uploadImage(folder, file, (share) => patch(id, { share }))
        .then((image) => patch(id, { image, share: 1 }))
        .catch((e: unknown) =>
          patch(id, { error: serverMessage(e) ?? (e instanceof Error && e.message ? e.message : errorText(e, t)) }),
        );
    }
  };
  const remove = (id: number) => setItems((list) => list.filter((u) => u.id !== id));
  const clear = () => setItems([]);
  const busy = items.some((u) => !u.image && !u.error);
  const images = items.flatMap((u) => (u.image ? [u.image] : []));
  return { items, add, remove, clear, busy, images };
}

interface DropZoneProps {
  uploads: ReturnType<typeof useScreenUploads>;
  label: string;
  multiple?: boolean;
  testId?: string;
}

/** A drop target and a file picker for images, with a progress bar per file. */
export function ScreenDropZone({ uploads, label, multiple = true, testId = 'screens' }: DropZoneProps) {
  const t = useT();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const images = (files: FileList | null | undefined) => [...(files ?? [])].filter((f) => !f.type || f.type.startsWith('image/'));

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = images(event.dataTransfer?.files);
    uploads.add(multiple ? files : files.slice(0, 1));
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = images(event.target.files);
    event.target.value = '';
    uploads.add(files);
  };

  return (
    <div className="uploader" data-testid={`dropzone-${testId}`}>
      <div
        className={`dropzone${over ? ' dropzone--over' : ''}`}
        onDragOver={(e) => (e.preventDefault(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid={`drop-${testId}`}
      >
        <p>{t('admin.lib.dropHint')}</p>
        <button type="button" className="button button--quiet button--small" onClick={() => input.current?.click()}>
          {label}
        </button>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept="image/*"
          multiple={multiple}
          onChange={pick}
          data-testid={`pick-${testId}`}
        />
      </div>
      {uploads.items.length ? (
        <ul className="uploader__list" data-testid={`uploads-${testId}`}>
          {uploads.items.map((item) => (
            <li
              key={item.id}
              className="uploader__item"
              data-testid="screen-upload"
              data-state={item.error ? 'error' : item.image ? 'done' : 'uploading'}
            >
              <span>{item.name}</span>{' '}
              {item.error ? (
                <span className="form-error" role="alert">
                  {item.error}
                </span>
              ) : (
                <>
                  <progress
                    max={100}
                    value={Math.round(item.share * 100)}
                    data-testid="upload-progress"
                    aria-label={t('seller.uploading', { name: item.name })}
                  />{' '}
                  <span>{item.image ? t('admin.lib.uploaded') : `${Math.round(item.share * 100)}%`}</span>
                </>
              )}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => uploads.remove(item.id)}
                aria-label={t('admin.lib.removeFile', { name: item.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
