// Original file: boards.proto

import type { CollectionItemApp as _screenshelf_catalog_v1_CollectionItemApp, CollectionItemApp__Output as _screenshelf_catalog_v1_CollectionItemApp__Output } from '../../../screenshelf/catalog/v1/CollectionItemApp.js';
import type { CollectionItemImage as _screenshelf_catalog_v1_CollectionItemImage, CollectionItemImage__Output as _screenshelf_catalog_v1_CollectionItemImage__Output } from '../../../screenshelf/catalog/v1/CollectionItemImage.js';
import type { CollectionItemFlow as _screenshelf_catalog_v1_CollectionItemFlow, CollectionItemFlow__Output as _screenshelf_catalog_v1_CollectionItemFlow__Output } from '../../../screenshelf/catalog/v1/CollectionItemFlow.js';

export interface CollectionItem {
  'itemId'?: (string);
  'targetType'?: (string);
  'targetId'?: (string);
  'note'?: (string);
  'position'?: (number);
  'addedAt'?: (string);
  'locked'?: (boolean);
  'preview'?: (string);
  'app'?: (_screenshelf_catalog_v1_CollectionItemApp | null);
  'image'?: (_screenshelf_catalog_v1_CollectionItemImage | null);
  'flow'?: (_screenshelf_catalog_v1_CollectionItemFlow | null);
  '_targetId'?: "targetId";
  '_preview'?: "preview";
}

export interface CollectionItem__Output {
  'itemId': (string);
  'targetType': (string);
  'targetId'?: (string);
  'note': (string);
  'position': (number);
  'addedAt': (string);
  'locked': (boolean);
  'preview'?: (string);
  'app': (_screenshelf_catalog_v1_CollectionItemApp__Output | null);
  'image': (_screenshelf_catalog_v1_CollectionItemImage__Output | null);
  'flow': (_screenshelf_catalog_v1_CollectionItemFlow__Output | null);
  '_targetId'?: "targetId";
  '_preview'?: "preview";
}
