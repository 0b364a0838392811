import { validationError } from '@screenshelf/kit';
import type { Code__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Code.js';
import type { CodeNode__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/CodeNode.js';
import { buildVocabulary, type NamedApp, type Vocabulary } from './understand.js';

export const CODE_TYPES = ['CATEGORY', 'PATTERN', 'COMPONENT'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

/** A code as the catalog serves it (the generated proto type; never a hand copy). */
export type CodeEntry = Code__Output;

/** A node of a code tree as ListCodes answers it (the generated proto type). */
export type CodeNode = CodeNode__Output;

/** The catalog's codes, indexed for validation, expansion (a parent stands for its children) and trees. */
export class CodeBook {
  private readonly byType = new Map<string, Map<string, CodeEntry>>();
  private readonly childrenOf = new Map<string, CodeEntry[]>();
  private vocabularyOf?: Vocabulary;
  private readonly entries: CodeEntry[];

  constructor(entries: CodeEntry[]) {
    this.entries = entries;
    for (const entry of [...entries].sort((a, b) => a.sort - b.sort)) {
      if (!this.byType.has(entry.type)) this.byType.set(entry.type, new Map());
      this.byType.get(entry.type)!.set(entry.code, entry);
      const parentKey = `${entry.type}:${entry.parentCode}`;
      this.childrenOf.set(parentKey, [...(this.childrenOf.get(parentKey) ?? []), entry]);
    }
  }

  /** The words of the codes (names and synonyms, Korean and English) a query is read against (domain/understand.ts). */
  get vocabulary(): Vocabulary {
    return (this.vocabularyOf ??= buildVocabulary(this.entries));
  }

  /** The vocabulary with the apps' names too (built anew: the apps change more often than the codes). */
  vocabularyWith(apps: NamedApp[]): Vocabulary {
    return apps.length ? buildVocabulary(this.entries, apps) : this.vocabulary;
  }

  /** A code's entry (undefined when unknown). */
  entry(type: CodeType, code: string): CodeEntry | undefined {
    return this.byType.get(type)?.get(code);
  }

  get size() {
    return [...this.byType.values()].reduce((n, m) => n + m.size, 0);
  }

  unknown(type: CodeType, codes: string[]): string[] {
    const known = this.byType.get(type);
    return codes.filter((c) => !known?.has(c));
  }

  name(type: CodeType, code: string): string {
    return this.byType.get(type)?.get(code)?.name ?? '';
  }

  /** A code's Korean and English names (empty when unknown): retrieval embeds both. */
  names(type: CodeType, code: string): string[] {
    const entry = this.byType.get(type)?.get(code);
    return entry ? [...new Set([entry.name, entry.nameEn].filter(Boolean))] : [];
  }

  /** A code and everything under it: filtering by a group matches every code of the group. */
  expand(type: CodeType, codes: string[]): string[] {
    const out = new Set<string>();
    const visit = (code: string) => {
      if (out.has(code)) return;
      out.add(code);
      for (const child of this.childrenOf.get(`${type}:${code}`) ?? []) visit(child.code);
    };
    codes.forEach(visit);
    return [...out];
  }

  /** Every code of a type, each with everything under it (what picking it means). */
  options(type: CodeType): Map<string, string[]> {
    return new Map([...(this.byType.get(type)?.keys() ?? [])].map((code) => [code, this.expand(type, [code])]));
  }

  /** The codes of a type that have members, each with everything under it (what picking it means). */
  groups(type: CodeType): Map<string, string[]> {
    const parents = [...(this.byType.get(type)?.keys() ?? [])].filter((code) => this.childrenOf.has(`${type}:${code}`));
    return new Map(parents.map((code) => [code, this.expand(type, [code])]));
  }

  /**
   * The tree of a type with facet counts: the codes `present` (and their ancestors), each with its
   * own count as given — already the number of results with it picked, so never summed.
   */
  facetTree(type: CodeType, present: Set<string>, counts: Map<string, number>): CodeNode[] {
    const build = (parent: string): CodeNode[] =>
      (this.childrenOf.get(`${type}:${parent}`) ?? []).flatMap((entry) => {
        const children = build(entry.code);
        if (!present.has(entry.code) && !children.length) return [];
        return [{ code: entry.code, name: entry.name, nameEn: entry.nameEn, description: entry.description, count: counts.get(entry.code) ?? 0, children }];
      });
    return build('');
  }

  /** Each code with everything under it, apart: picks that combine with AND (components). */
  expandEach(type: CodeType, codes: string[]): string[][] {
    return codes.map((code) => this.expand(type, [code]));
  }

  /**
   * The tree of a type. With `counts`, only codes with a count (or a descendant with one) stay,
   * and each node carries its own count plus its descendants'.
   */
  tree(type: CodeType, counts?: Map<string, number>): CodeNode[] {
    const build = (parent: string): CodeNode[] =>
      (this.childrenOf.get(`${type}:${parent}`) ?? []).flatMap((entry) => {
        const children = build(entry.code);
        const own = counts?.get(entry.code) ?? 0;
        const count = own + children.reduce((n, c) => n + c.count, 0);
        if (counts && count === 0) return [];
        return [{ code: entry.code, name: entry.name, nameEn: entry.nameEn, description: entry.description, count, children }];
      });
    return build('');
  }
}

/** Unknown codes in a filter are bad input (400), not an empty result. */
export function assertKnownCodes(book: CodeBook, filters: { categoryCodes?: string[]; patternCodes?: string[]; componentCodes?: string[] }) {
  const problems = [
    ['categoryCodes', book.unknown('CATEGORY', filters.categoryCodes ?? [])],
    ['patternCodes', book.unknown('PATTERN', filters.patternCodes ?? [])],
    ['componentCodes', book.unknown('COMPONENT', filters.componentCodes ?? [])],
  ].filter(([, unknown]) => unknown!.length) as [string, string[]][];
  if (problems.length) {
    throw validationError(
      `Unknown codes: ${problems.map(([field, codes]) => `${field} ${codes.join(', ')}`).join('; ')}`,
      problems.map(([path, codes]) => ({ path, message: 'unknown code', codes })),
    );
  }
}
