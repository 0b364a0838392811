import { changedFields, notFound, parseOrThrow, recordAudit, withTransaction, type Caller, type Pool } from '@screenshelf/kit';
import type { ContentInput__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ContentInput.js';
import type { CodeCache } from './code-cache.js';
import { assertKnownCodes } from './domain/codes.js';
import { ContentInput } from './domain/library.js';
import { contentSnapshot, publishContentUpserted } from './events.js';
import { findApp, findContent, saveContent, type ContentRow } from './store.js';

/**
 * Self-published contents (admin): checked against the codes, an app it names must exist, colours
 * read from its image, written and published in one transaction.
 */
export function contentWriter(deps: { pool: Pool; codes: CodeCache; coloursOf: (url: string) => Promise<string[]> }) {
  const { pool } = deps;
  /** What an admin wrote, as the audit log keeps it (the id, colours and times are not theirs). */
  const written = (row: ContentRow) => {
    const { id: _id, colors: _colors, createdAt: _created, updatedAt: _updated, ...fields } = contentSnapshot(row);
    return fields;
  };
  return async function saveContentOf(caller: Caller, id: string | undefined, request: ContentInput__Output) {
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
  };
}
