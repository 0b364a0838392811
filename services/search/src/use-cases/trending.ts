import { z } from 'zod';
import { notFound, parseOrThrow, type Caller } from '@screenshelf/kit';
import type { AdmitViewRequest__Output as AdmitViewRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/AdmitViewRequest.js';
import type { SearchContext } from './context.js';

const ViewInput = z.object({ itemType: z.enum(['APP', 'IMAGE', 'CONTENT']), itemId: z.string().min(1).max(64), viewer: z.string().max(128) });

/** A view admitted to trending: only of an item the caller may see, counted once per viewer, item and 6 hours (trending.ts). */
export function trendingViews(ctx: SearchContext) {
  const { trending, library, access } = ctx;

  return {
    async admitView(caller: Caller, request: AdmitViewRequest) {
      const input = parseOrThrow(ViewInput, request, 'view');
      const viewer = caller.userId ? `u:${caller.userId}` : input.viewer ? `v:${input.viewer}` : '';
      if (input.itemType === 'CONTENT') {
        // Articles are open to everyone.
        if (!(await library.contentExists(input.itemId))) throw notFound('Content');
      } else {
        await access.assertMayView(caller, await library.appOfItem(input.itemType, input.itemId), input.itemType === 'APP' ? 'App' : 'Image');
      }
      if (!viewer) return { counted: false };
      // A view while Redis is away is not counted; the page the viewer asked for is not refused for it.
      return { counted: await trending.firstView(input.itemType, input.itemId, viewer).catch(() => false) };
    },
  };
}
