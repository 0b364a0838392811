import type { AppCard } from '@screenshelf/kit/gen/screenshelf/search/v1/AppCard.js';
import type { AppProfile } from '@screenshelf/kit/gen/screenshelf/search/v1/AppProfile.js';
import type { ContentCard } from '@screenshelf/kit/gen/screenshelf/search/v1/ContentCard.js';
import type { ImageCard } from '@screenshelf/kit/gen/screenshelf/search/v1/ImageCard.js';
import type { PatternCard } from '@screenshelf/kit/gen/screenshelf/search/v1/PatternCard.js';
import type { CodeBook } from './domain/codes.js';
import type { AppDocument, ContentDocument, ImageDocument, PatternDocument } from './indices.js';

/** The cards the Search calls answer, made from the indexed documents (code names from the code book). */
export const toAppCard = (doc: AppDocument, trendingScore = 0): AppCard => ({
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  categoryCodes: doc.categoryCodes,
  mau: doc.mau,
  image: doc.image,
  storeUrl: doc.storeUrl,
  releasedAt: doc.releasedAt ?? '',
  description: doc.description ?? '',
  descriptionEn: doc.descriptionEn ?? '',
  screens: (doc.screens ?? []).map((s) => ({ imageId: s.imageId, image: s.url, thumbnails: s.thumbnails })),
  colors: doc.colors,
  likeCount: doc.likeCount,
  updatedAt: doc.updatedAt,
  createdAt: doc.createdAt,
  trendingScore,
});

/** What anyone may know of an app, opened or not (the locked app page): no pattern, no screen, no MAU. */
export const toAppProfile = (doc: AppDocument, viewable: boolean): AppProfile => ({
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  categoryCodes: doc.categoryCodes,
  image: doc.image,
  description: doc.description ?? '',
  descriptionEn: doc.descriptionEn ?? '',
  screenCount: (doc.imageIds ?? []).length,
  viewable,
});

export const toImageCard = (doc: ImageDocument, book: CodeBook, trendingScore = 0): ImageCard => ({
  imageId: doc.imageId,
  image: doc.url,
  thumbnails: doc.thumbnails ?? [],
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  patternName: doc.patternName,
  patternCode: doc.patternCode,
  patternCodeName: book.name('PATTERN', doc.patternCode),
  componentCodes: doc.componentCodes,
  colors: doc.colors,
  mau: doc.mau,
  order: doc.order,
  likeCount: doc.likeCount,
  updatedAt: doc.updatedAt,
  trendingScore,
});

/** A browse card shows a strip of a pattern's first screens; the app detail shows them all. */
export const PATTERN_CARD_SCREENS = 12;

export const toPatternCard = (doc: PatternDocument, book: CodeBook, maxScreens = Infinity): PatternCard => ({
  patternId: doc.patternId,
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  patternName: doc.patternName,
  patternCode: doc.patternCode,
  patternCodeName: book.name('PATTERN', doc.patternCode),
  image: doc.images[0]?.url ?? '',
  images: doc.images.slice(0, maxScreens).map((i) =>
    toImageCard({ ...doc, ...i, url: i.url, thumbnails: i.thumbnails, imageId: i.imageId, patternId: doc.patternId, createdAt: doc.createdAt }, book),
  ),
  componentCodes: doc.componentCodes,
  colors: doc.colors,
  mau: doc.mau,
  updatedAt: doc.updatedAt,
  likeCount: doc.images.reduce((n, i) => n + (i.likeCount ?? 0), 0),
});

export const toContentCard = (doc: ContentDocument): ContentCard => ({
  contentId: doc.contentId,
  title: doc.title,
  description: doc.description,
  image: doc.image,
  linkUrl: doc.linkUrl,
  isSelfPublished: doc.isSelfPublished,
  categoryCodes: doc.categoryCodes,
  patternCodes: doc.patternCodes,
  colors: doc.colors,
  mau: doc.mau,
  appId: doc.appId,
  updatedAt: doc.updatedAt,
});
