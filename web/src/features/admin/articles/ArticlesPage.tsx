import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../shared/api';
import { errorText } from '../../../shared/errors';
import { useLang, useT } from '../../../shared/i18n';
import type { ContentCard } from '../../library/api';
import { AdminTable, useAdminList, type Column } from '../AdminTable';
import { createContent, SELF_CONTENTS, updateContent, useContent, type Content } from '../library/api';
import { ScreenDropZone, useScreenUploads } from '../library/ScreenUploads';

/** /admin/articles: the self-published articles; `?edit=new` writes one, `?edit=<contentId>` edits one. */
export default function ArticlesPage() {
  const t = useT();
  const { lang } = useLang();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('edit');
  const list = useAdminList(['articles'], SELF_CONTENTS.operationId, SELF_CONTENTS.params);
  const close = () => setSearch({}, { replace: true });

  if (editing)
    return editing === 'new' ? <ArticleEditor onDone={close} /> : <ExistingArticle contentId={editing} onDone={close} />;

  const columns: Column<ContentCard>[] = [
    { key: 'title', header: t('admin.articles.titleField'), cell: (c) => c.title },
    { key: 'updated', header: t('admin.lib.updatedAt'), cell: (c) => new Date(c.updatedAt).toLocaleDateString(lang) },
    {
      key: 'edit',
      header: '',
      cell: (c) => (
        <button type="button" className="link-button" onClick={() => setSearch({ edit: c.contentId })} data-testid="article-edit">
          {t('seller.edit')}
        </button>
      ),
    },
  ];
  return (
    <section className="admin-section" data-testid="admin-articles">
      <h1>{t('admin.nav.articles')}</h1>
      <div className="admin-filters">
        <button type="button" className="button" onClick={() => setSearch({ edit: 'new' })} data-testid="new-article">
          {t('admin.articles.new')}
        </button>
        <Link to="/article">{t('admin.articles.seePublished')}</Link>
      </div>
      <AdminTable columns={columns} rowKey={(c) => c.contentId} list={list} empty={t('admin.articles.none')} testId="articles" />
    </section>
  );
}

function ExistingArticle({ contentId, onDone }: { contentId: string; onDone(): void }) {
  const t = useT();
  const content = useContent(contentId);
  if (content.isPending)
    return (
      <p className="status" aria-busy="true">
        {t('library.loading')}
      </p>
    );
  if (content.isError) {
    return (
      <p className="status status--error" role="alert">
        {errorText(content.error, t)}
      </p>
    );
  }
  return <ArticleEditor content={content.data} onDone={onDone} />;
}

/** Title, summary, body, cover image; a preview of how it reads; saving publishes it (60 s). */
function ArticleEditor({ content, onDone }: { content?: Content; onDone(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(content?.title ?? '');
  const [description, setDescription] = useState(content?.description ?? '');
  const [body, setBody] = useState(content?.body ?? '');
  const [linkUrl, setLinkUrl] = useState(content?.linkUrl ?? '');
  const cover = useScreenUploads('articles');
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const image = cover.images.at(-1) ?? content?.image ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    // A PUT sets every field: the ones this form does not show go back as they were.
    const fields = {
      title: title.trim(),
      description,
      body,
      image,
      linkUrl: linkUrl.trim(),
      isSelfPublished: true,
      categoryCodes: content?.categoryCodes ?? [],
      patternCodes: content?.patternCodes ?? [],
      appId: content?.appId ?? '',
    };
    try {
      if (content) await updateContent(content.contentId, fields);
      else await createContent(fields);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'articles'] });
      await queryClient.invalidateQueries({ queryKey: ['contents'] });
      onDone();
    } catch (e) {
      setError(serverMessage(e) ?? errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" data-testid="article-editor">
      <h1>{content ? t('admin.articles.edit') : t('admin.articles.new')}</h1>
      <div className="chips" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={!preview}
          className={`chip${!preview ? ' chip--on' : ''}`}
          onClick={() => setPreview(false)}
        >
          {t('admin.articles.write')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={preview}
          className={`chip${preview ? ' chip--on' : ''}`}
          onClick={() => setPreview(true)}
          data-testid="article-preview-tab"
        >
          {t('admin.articles.preview')}
        </button>
      </div>
      {preview ? (
        <article className="article-preview" data-testid="article-preview">
          {image ? <img src={image} alt="" /> : null}
          <h2>{title}</h2>
          {description ? <p className="hint">{description}</p> : null}
          {body
            .split(/\n{2,}/)
            .filter((para) => para.trim())
            .map((para, i) => (
              <p key={i}>{para}</p>
            ))}
        </article>
      ) : (
        <form className="product-form" onSubmit={(e) => void submit(e)} aria-busy={busy} data-testid="article-form">
          <label className="field">
            <span>{t('admin.articles.titleField')}</span>
            <input
              required
              maxLength={200}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              data-testid="article-title"
            />
          </label>
          <label className="field">
            <span>{t('admin.articles.summary')}</span>
            <textarea
              rows={2}
              maxLength={1000}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              data-testid="article-summary"
            />
          </label>
          <label className="field">
            <span>{t('admin.articles.body')}</span>
            <textarea
              rows={12}
              maxLength={100_000}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              data-testid="article-body"
            />
          </label>
          <label className="field">
            <span>{t('admin.articles.link')}</span>
            <input type="url" maxLength={2048} value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} />
          </label>
          <div className="field">
            <span>{t('admin.articles.cover')}</span>
            {image && !cover.items.length ? <img className="admin-cover" src={image} alt="" /> : null}
            <ScreenDropZone uploads={cover} label={t('admin.articles.pickCover')} multiple={false} testId="cover" />
          </div>
          {error ? (
            <p className="form-error" role="alert" data-testid="article-error">
              {error}
            </p>
          ) : null}
          <p className="order__actions">
            <button type="button" className="button button--quiet" onClick={onDone} disabled={busy}>
              {t('modal.cancel')}
            </button>
            <button type="submit" className="button" disabled={busy || cover.busy} data-testid="article-publish">
              {busy ? t('admin.lib.saving') : content ? t('seller.form.save') : t('admin.articles.publish')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
