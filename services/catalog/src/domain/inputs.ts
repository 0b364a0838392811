import type { PatternInput__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/PatternInput.js';
import { assertKnownCodes, type KnownCodes } from './codes.js';
import { admitPatterns, type PatternInput } from './library.js';

/** A proto enum's unspecified value (or nothing) as absent, so the schema's default applies. */
export const enumOrUndefined = (value: string, unspecified: string) => (value === unspecified || value === '' ? undefined : value);

/** Patterns as the proto carries them → the admitted patterns (an order of 0 means "as given"). */
export const patternsOf = (input: PatternInput__Output[]) =>
  admitPatterns(
    input.map((p) => ({
      patternName: p.patternName,
      patternCode: p.patternCode,
      images: p.images.map((i) => ({ url: i.url, componentCodes: i.componentCodes, order: i.order || undefined, colors: i.colors })),
    })),
  );

/** Every pattern and component code of the patterns is a known code. */
export const assertPatternCodes = (known: KnownCodes, patterns: PatternInput[]) => {
  assertKnownCodes(known, 'PATTERN', patterns.map((p) => p.patternCode), 'patterns.patternCode');
  assertKnownCodes(known, 'COMPONENT', patterns.flatMap((p) => p.images.flatMap((i) => i.componentCodes)), 'patterns.images.componentCodes');
};
