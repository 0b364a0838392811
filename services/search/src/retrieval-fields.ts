import type { CodeBook } from './domain/codes.js';
import { nameTokens } from './domain/keywords.js';
import type { AppDocument, ContentDocument, FlowDocument, ImageDocument } from './indices.js';

/**
 * What retrieval (search.Retrieve) adds to a document when the projection writes it: the tokens the
 * keyword retriever matches beyond those browse already keeps, the text the vector stands for, and
 * the "needs a vector" marker the background embedder (embedder.ts) sweeps for. A document is
 * written without a vector at once (keyword search works) and gets its vector later; every
 * rewrite asks for a new one.
 */
export interface RetrievalFields {
  /** Tokens (domain/keywords.ts) of the names and texts retrieval matches by keyword. */
  retrievalTokens?: string[];
  /** The document's own text the vector is made of (stored, not indexed); the embedder adds its codes' names. */
  passage?: string;
  /** Filled by the embedder: the vector of the passage and the model it came from. */
  embedding?: number[];
  embeddingModel?: string;
  /** True until the embedder has written the vector of this version of the document. */
  needsVector?: boolean;
}

/** The longest passage embedded (characters): OCR text beyond it adds little and costs time. */
export const MAX_PASSAGE = 2000;

const join = (...parts: (string | undefined)[]) => parts.map((p) => (p ?? '').trim()).filter(Boolean).join('\n');

export const imageRetrieval = (doc: ImageDocument): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.patternName, doc.appName, doc.appNameEn),
  passage: join(doc.patternName, [doc.appName, doc.appNameEn].join(' '), doc.text).slice(0, MAX_PASSAGE),
  needsVector: true,
});

export const appRetrieval = (doc: AppDocument): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.appName, doc.appNameEn),
  passage: join(doc.appName, doc.appNameEn),
  needsVector: true,
});

/**
 * A flow is found by its names, its steps' labels (both languages) and its app's names; its passage
 * reads as the journey ("가입 · Sign up / 전화번호 입력 → 인증번호 확인") with the text inside its screens.
 */
export const flowRetrieval = (doc: FlowDocument): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.name, doc.nameEn, doc.appName, doc.appNameEn, ...doc.steps.flatMap((s) => [s.label, s.labelEn])),
  passage: join(
    [doc.name, doc.nameEn].filter(Boolean).join(' · '),
    [doc.appName, doc.appNameEn].join(' '),
    doc.steps.map((s) => s.label).filter(Boolean).join(' → '),
    doc.steps.map((s) => s.labelEn).filter(Boolean).join(' → '),
    ...doc.steps.map((s) => s.text),
  ).slice(0, MAX_PASSAGE),
  needsVector: true,
});

export const contentRetrieval = (doc: ContentDocument, body = ''): RetrievalFields => ({
  retrievalTokens: nameTokens(doc.title, doc.description),
  passage: join(doc.title, doc.description, body).slice(0, MAX_PASSAGE),
  needsVector: true,
});

/**
 * The text embedded for a document: its passage plus the names (Korean and English) of its
 * category, pattern and component codes (a flow: its pattern's and its app's categories), so "결제 완료" or "empty state" finds a screen by what it
 * shows even where its own text says otherwise.
 */
export function passageOf(kind: 'apps' | 'images' | 'flows' | 'contents' | 'products', doc: Record<string, unknown> & RetrievalFields, book: CodeBook): string {
  const codes = (type: 'CATEGORY' | 'PATTERN' | 'COMPONENT', list: unknown) =>
    (Array.isArray(list) ? (list as string[]) : typeof list === 'string' && list ? [list] : []).flatMap((c) => book.names(type, c));
  const names =
    kind === 'images'
      ? [...codes('PATTERN', doc.patternCode), ...codes('COMPONENT', doc.componentCodes), ...codes('CATEGORY', doc.categoryCodes)]
      : kind === 'apps'
        ? [...codes('CATEGORY', doc.categoryCodes), ...codes('PATTERN', doc.patternCodes)]
        : kind === 'flows'
          ? [
              ...codes('PATTERN', doc.patternCode),
              // The words designers also use for the journey ("onboarding", "회원가입"), as the search box reads them.
              ...(typeof doc.patternCode === 'string' ? (book.entry('PATTERN', doc.patternCode)?.synonyms ?? []) : []),
              ...codes('CATEGORY', doc.categoryCodes),
            ]
        : kind === 'contents'
          ? [...codes('CATEGORY', doc.categoryCodes), ...codes('PATTERN', doc.patternCodes)]
          : [];
  return join(doc.passage ?? '', [...new Set(names)].join(', ')).slice(0, MAX_PASSAGE + 500) || '-';
}
