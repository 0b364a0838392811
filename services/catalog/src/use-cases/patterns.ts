import { changedFields, notFound, parseOrThrow, recordAudit, withTransaction, type Caller } from '@screenshelf/kit';
import type { AddPatternsRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/AddPatternsRequest.js';
import type { DeletePatternRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/DeletePatternRequest.js';
import type { SetImageComponentsRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/SetImageComponentsRequest.js';
import { z } from 'zod';
import { assertKnownCodes } from '../domain/codes.js';
import { assertPatternCodes, patternsOf } from '../domain/inputs.js';
import { canonicalImageUrl, nothingToDelete } from '../domain/library.js';
import { republishApp } from '../events.js';
import { deletePattern as removePattern, findImage, savePatterns, setImageComponents as saveImageComponents } from '../store.js';
import { isId, type CatalogContext } from './context.js';

/** An app's patterns and screens (admin): each change republishes the whole app and is audited. */
export function patterns(ctx: CatalogContext) {
  const { pool, codes, withColours } = ctx;

  async function addPatterns(caller: Caller, request: AddPatternsRequest__Output) {
    const patterns = patternsOf(request.patterns);
    assertPatternCodes((await codes.get()).known, patterns);
    await ctx.requireApp(request.appId);
    const stored = await withColours(patterns);
    const aggregate = await withTransaction(pool, async (tx) => {
      await savePatterns(tx, request.appId, stored, request.replace);
      await recordAudit(tx, {
        actor: caller,
        action: request.replace ? 'patterns.replaced' : 'patterns.added',
        targetType: 'app',
        targetId: request.appId,
        after: { patterns: stored.map((p) => p.patternName), screens: stored.reduce((n, p) => n + p.images.length, 0) },
      });
      return republishApp(tx, request.appId, true);
    });
    if (!aggregate) throw notFound('App');
    return aggregate;
  }

  async function deletePattern(caller: Caller, request: DeletePatternRequest__Output) {
    if (!isId(request.appId)) throw nothingToDelete();
    const deleted = await withTransaction(pool, async (tx) => {
      const imageUrl = canonicalImageUrl(request.imageUrl);
      const n = await removePattern(tx, request.appId, request.patternName, imageUrl);
      if (n > 0) {
        await republishApp(tx, request.appId, true);
        await recordAudit(tx, {
          actor: caller,
          action: imageUrl ? 'screen.deleted' : 'pattern.deleted',
          targetType: 'app',
          targetId: request.appId,
          before: { patternName: request.patternName, ...(imageUrl ? { imageUrl } : {}) },
        });
      }
      return n;
    });
    if (deleted === 0) throw nothingToDelete();
    return { deleted };
  }

  /** Sets a screen's component codes; answers the screen with its pattern. */
  async function setImageComponents(caller: Caller, request: SetImageComponentsRequest__Output) {
    const componentCodes = parseOrThrow(z.array(z.string()).max(50), request.componentCodes, 'component codes');
    assertKnownCodes((await codes.get()).known, 'COMPONENT', componentCodes, 'componentCodes');
    if (!isId(request.imageId)) throw notFound('Image');
    const image = await withTransaction(pool, async (tx) => {
      const before = await findImage(tx, request.imageId);
      const updated = await saveImageComponents(tx, request.imageId, [...new Set(componentCodes)]);
      if (updated) await republishApp(tx, updated.app_id, true);
      const changed = before && updated && changedFields({ componentCodes: before.component_codes }, { componentCodes: updated.component_codes });
      if (changed) await recordAudit(tx, { actor: caller, action: 'image.components_set', targetType: 'image', targetId: updated!.id, ...changed });
      return updated;
    });
    if (!image) throw notFound('Image');
    return { ...image, ...(await findImage(pool, image.id))! };
  }

  return { addPatterns, deletePattern, setImageComponents };
}
