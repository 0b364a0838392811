import { z } from 'zod';
import { cleanScreenText, cutAtWord, notFound, parseOrThrow, plainText, seesWholeLibrary, SIMILAR_SCREENS_MAX, type Caller } from '@screenshelf/kit';
import type { RetrieveRequest__Output as RetrieveRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/RetrieveRequest.js';
import type { ScreenTextsRequest__Output as ScreenTextsRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/ScreenTextsRequest.js';
import type { SimilarScreensRequest__Output as SimilarScreensRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/SimilarScreensRequest.js';
import type { UnderstandRequest__Output as UnderstandRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/UnderstandRequest.js';
import { toImageCard } from '../cards.js';
import { parseRetrieve } from '../domain/retrieve.js';
import { understandQuery } from '../domain/understand.js';
import type { SearchContext } from './context.js';

const SimilarInput = z.object({ imageId: z.string().min(1).max(64), limit: z.number().int().min(1).max(SIMILAR_SCREENS_MAX).default(12) });

/** What the assistant and /mcp ask: retrieval, the reading of a question, screens' text, similar screens. */
export function assistant(ctx: SearchContext) {
  const { codes, library, access, checkedCodes, retrieve, screensLike, knowsWords, vocabularyOf } = ctx;

  return {
    // Hybrid retrieval (retrieval.ts): keyword and vectors per kind, fused; only what the caller may open.
    async retrieve(caller: Caller, request: RetrieveRequest) {
      const input = parseRetrieve(request);
      const book = await checkedCodes(input);
      return retrieve(
        {
          ...input,
          categoryCodes: book.expand('CATEGORY', input.categoryCodes),
          patternCodes: book.expand('PATTERN', input.patternCodes),
          componentCodes: book.expandEach('COMPONENT', input.componentCodes),
        },
        caller,
        book,
      );
    },

    // The one reading of a query (domain/understand.ts) for the assistant and /mcp, as the search box reads it.
    async understand(caller: Caller, request: UnderstandRequest) {
      const query = parseOrThrow(plainText(2000), request.query, 'query');
      const { vocabulary } = await vocabularyOf(await codes.get());
      const reading = understandQuery(query, vocabulary, { mayFilterByMau: seesWholeLibrary(caller) });
      return {
        understood: reading.understood,
        patternCodes: reading.patternCodes,
        componentCodes: reading.componentCodes,
        categoryCodes: reading.categoryCodes,
        appIds: reading.appIds,
        type: reading.type ?? '',
        rest: reading.rest,
        didYouMean: reading.didYouMean ?? '',
        known: reading.rest ? await knowsWords(reading.rest) : false,
      };
    },

    async screenTexts(caller: Caller, request: ScreenTextsRequest) {
      const ids = parseOrThrow(z.array(z.string().min(1).max(64)).max(100), request.imageIds, 'image ids');
      if (!ids.length) return { texts: [] };
      const [docs, visible] = await Promise.all([library.screenTexts(ids), access.visibleAppIds(caller)]);
      return { texts: docs.filter((d) => !visible || visible.includes(d.appId)).map((d) => ({ imageId: d.imageId, text: cutAtWord(cleanScreenText(d.text ?? ''), 400) })) };
    },

    async similarScreens(caller: Caller, request: SimilarScreensRequest) {
      const input = parseOrThrow(SimilarInput, { imageId: request.imageId, limit: request.limit || undefined }, 'similar screens');
      const [found, book] = await Promise.all([screensLike(input.imageId, caller, input.limit), codes.get()]);
      if (!found) throw notFound('Image');
      return { source: toImageCard(found.source, book), data: found.similar.map((doc) => toImageCard(doc, book)) };
    },
  };
}
