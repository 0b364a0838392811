import { changedFields, notFound, parseOrThrow, recordAudit, withTransaction, type Caller } from '@screenshelf/kit';
import type { ContentInput__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ContentInput.js';
import type { ExportRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ExportRequest.js';
import { assertKnownCodes } from '../domain/codes.js';
import { ContentInput } from '../domain/library.js';
import { contentSnapshot, publishContentUpserted } from '../events.js';
import { contentsAfter, findApp, findContent, saveContent, type ContentRow } from '../store.js';
import { isId, type CatalogContext } from './context.js';

/**
 * Self-published contents. An admin's write is checked against the codes, an app it names must
 * exist, colours are read from its image, and it is written and published in one transaction.
 */
export function contents(deps: CatalogContext) {
  const { pool } = deps;
  /** What an admin wrote, as the audit log keeps it (the id, colours and times are not theirs). */
  const written = (row: ContentRow) => {
    const { id: _id, colors: _colors, createdAt: _created, updatedAt: _updated, ...fields } = contentSnapshot(row);
    return fields;
  };
  async function saveContentOf(caller: Caller, id: string | undefined, request: ContentInput__Output) {
    const content = parseOrThrow(ContentInput, request, 'content');
    const { known } = await deps.codes.get();
    assertKnownCodes(known, 'CATEGORY', content.categoryCodes, 'categoryCodes');
    assertKnownCodes(known, 'PATTERN', content.patternCodes, 'patternCodes');
    if (content.appId && !(await findApp(pool, content.appId))) throw notFound('App');
    const colors = content.image ? await deps.coloursOf(content.image) : [];
    const row = await withTransaction(pool, async (tx) => {
      const before = id ? await findContent(tx, id) : undefined;
      const savedId = await saveContent(tx, id, content, colors);
      const saved = savedId ? await findContent(tx, savedId) : undefined;
      if (saved) {
        await publishContentUpserted(tx, saved);
        const target = { actor: caller, targetType: 'content', targetId: saved.id };
        if (!before) await recordAudit(tx, { ...target, action: 'content.created', after: written(saved) });
        else {
          const changed = changedFields(written(before), written(saved));
          if (changed) await recordAudit(tx, { ...target, action: 'content.updated', ...changed });
        }
      }
      return saved;
    });
    if (!row) throw notFound('Content');
    return { content: contentSnapshot(row), version: row.version };
  }

  const createContent = (caller: Caller, request: ContentInput__Output) => saveContentOf(caller, undefined, request);

  async function updateContent(caller: Caller, id: string, request: ContentInput__Output) {
    if (!isId(id)) throw notFound('Content');
    return saveContentOf(caller, id, request);
  }

  async function getContent(id: string) {
    const row = isId(id) ? await findContent(pool, id) : undefined;
    if (!row) throw notFound('Content');
    return { content: contentSnapshot(row), version: row.version };
  }

  /** A page of contents by id, for search's reindex. */
  async function exportContents(request: ExportRequest__Output) {
    const rows = await contentsAfter(pool, isId(request.afterId) ? request.afterId : '', Math.min(Math.max(request.limit || 100, 1), 1000));
    return { contents: rows.map(contentSnapshot), versions: rows.map((r) => r.version) };
  }

  return { createContent, updateContent, getContent, exportContents };
}
