import { DomainError, parseOrThrow, recordAudit, withTransaction, type Caller } from '@screenshelf/kit';
import type { CreateCodeRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CreateCodeRequest.js';
import { z } from 'zod';
import { admitCode, CODE_TYPES } from '../domain/codes.js';
import { publishCodeUpserted } from '../events.js';
import { insertCode } from '../store.js';
import type { CatalogContext } from './context.js';

/** The codes (categories, patterns, components): listed from the cache; an admin adds one. */
export function codeBook(ctx: CatalogContext) {
  const { pool, codes } = ctx;

  async function listCodes(typeGiven: string) {
    const type = typeGiven ? parseOrThrow(z.enum(CODE_TYPES), typeGiven, 'code type') : undefined;
    const { entries } = await codes.get();
    return { codes: entries.filter((e) => !type || e.type === type) };
  }

  async function createCode(caller: Caller, request: CreateCodeRequest__Output) {
    const code = admitCode(request, (await codes.get()).known);
    const created = await withTransaction(pool, async (tx) => {
      const entry = await insertCode(tx, code);
      if (entry) {
        await publishCodeUpserted(tx, entry);
        await recordAudit(tx, { actor: caller, action: 'code.created', targetType: 'code', targetId: `${entry.type}:${entry.code}`, after: { ...entry } });
      }
      return entry;
    });
    codes.invalidate();
    if (!created) throw new DomainError('CODE_EXISTS', 'That code already exists', 'conflict');
    return created;
  }

  return { listCodes, createCode };
}
