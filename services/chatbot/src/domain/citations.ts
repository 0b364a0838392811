import type { Lang } from '@screenshelf/kit';
import { citationOf, type Citation, type SourceItem } from './items.js';

const MARKER = /\[\[([A-Z]+):([^\]\s]+)\]\]/g;
/** Where a sentence ends: a full stop, question or exclamation mark (or 。) before a space, or a line break. */
const SENTENCE_END = /[.!?。](?=\s)\s*|\n+/g;

export interface CheckedAnswer {
  /** The text with each cited marker replaced by its number (`[1]`) and every claim that cited something unknown removed. */
  text: string;
  citations: Citation[];
  /** Markers that resolved to nothing this caller was given (their sentences were removed). */
  dropped: string[];
}

/**
 * Checks an answer's citations as its text arrives: text is let through a sentence at a time, a
 * sentence whose markers all name items Retrieve returned for this caller has them numbered, and a
 * sentence naming anything else is removed whole (the claim goes with its citation). Used for the
 * model's answer and the composer's alike, so both number citations the same way.
 */
export class CitationGate {
  private pending = '';
  private readonly byMarker: Map<string, SourceItem>;
  private readonly numbers = new Map<string, number>();
  private readonly cited: Citation[] = [];
  private readonly droppedMarkers: string[] = [];
  private kept = '';
  private held = '';

  private readonly lang: Lang;

  constructor(items: SourceItem[], lang: Lang) {
    this.lang = lang;
    this.byMarker = new Map(items.map((item) => [`${item.kind}:${item.id}`, item]));
  }

  /** Takes the next piece of text; gives back the checked text that may be shown now (whole sentences). */
  push(delta: string): string {
    this.pending += delta;
    let out = '';
    let cut = 0;
    for (const match of this.pending.matchAll(SENTENCE_END)) {
      const end = match.index + match[0].length;
      out += this.checkSentence(this.pending.slice(cut, end));
      cut = end;
    }
    this.pending = this.pending.slice(cut);
    return out;
  }

  /** The rest of the text once the answer is complete. */
  flush(): string {
    const out = this.checkSentence(this.pending);
    this.pending = '';
    return out;
  }

  result(): CheckedAnswer {
    return { text: this.kept, citations: [...this.cited], dropped: [...this.droppedMarkers] };
  }

  private checkSentence(sentence: string): string {
    if (!sentence) return '';
    const markers = [...sentence.matchAll(MARKER)].map((m) => `${m[1]}:${m[2]}`);
    const unknown = markers.filter((m) => !this.byMarker.has(m));
    if (unknown.length) {
      this.droppedMarkers.push(...unknown);
      return '';
    }
    const checked = sentence.replace(MARKER, (_whole, kind: string, id: string) => {
      const key = `${kind}:${id}`;
      let n = this.numbers.get(key);
      if (!n) {
        n = this.cited.length + 1;
        this.numbers.set(key, n);
        this.cited.push(citationOf(this.byMarker.get(key)!, this.lang));
      }
      return `[${n}]`;
    });
    // Whitespace after a sentence is held back until another sentence is kept, so what was let
    // through is exactly the final text (nothing dangling where a removed claim was or at the end).
    const body = checked.replace(/\s+$/, '');
    if (!body) {
      this.held += checked;
      return '';
    }
    const out = this.kept ? this.held + body : body.trimStart();
    this.held = checked.slice(body.length);
    this.kept += out;
    return out;
  }
}

/** Checks a whole answer at once (CitationGate over one piece). */
export function checkCitations(text: string, items: SourceItem[], lang: Lang): CheckedAnswer {
  const gate = new CitationGate(items, lang);
  gate.push(text);
  gate.flush();
  return gate.result();
}
