import { nameTokens } from './domain/keywords.js';
import type { AppDocument, ContentDocument, ImageDocument } from './indices.js';

/**
 * What retrieval (search.Retrieve) adds to a document when the projection writes it: the tokens the
 * keyword retriever matches beyond those browse already keeps, and the "needs a vector" marker the
 * background embedder (embedder.ts) sweeps for. A document is written without a vector at once
 * (keyword search works), and gets its vector later; every rewrite asks for a new one.
 */
export interface RetrievalFields {
  /** Tokens (domain/keywords.ts) of the names and texts retrieval matches by keyword. */
  retrievalTokens?: string[];
  /** Filled by the embedder: the vector of the document's passage text and the model it came from. */
  embedding?: number[];
  embeddingModel?: string;
  /** True until the embedder has written the vector of this version of the document. */
  needsVector?: boolean;
}

export const imageRetrieval = (doc: ImageDocument): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.patternName, doc.appName, doc.appNameEn),
  needsVector: true,
});

export const appRetrieval = (doc: AppDocument): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.appName, doc.appNameEn),
  needsVector: true,
});

export const contentRetrieval = (doc: ContentDocument): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.title, doc.description),
  needsVector: true,
});
