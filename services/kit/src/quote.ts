/**
 * Quoting text found in a screen (OCR) in an answer: what the assistant shows a reader must read as
 * words, not as the status bar, icons and dividers the recogniser also returned.
 */

/** A token with something to read: a letter or a digit. `<`, `|`, `■`, `—` alone are drawn, not written. */
const READABLE = /[\p{L}\p{N}]/u;
/** A word: two letters, or one Hangul syllable or Han character (`홈`, `내` carry meaning alone; a lone jamo `ㆍ` does not). */
const WORD = /\p{L}{2}|[\uAC00-\uD7A3\p{Script=Han}]/u;
/** What a token may not start or end with: marks read from icons (`<주문`, `결제하기]`), not punctuation of the text. */
const LEADING_MARKS = /^[^\p{L}\p{N}"'(‘“]+/u;
const TRAILING_MARKS = /[^\p{L}\p{N}.,!?%)"'’”]+$/u;
/** A line is kept when more than this share of its characters (spaces aside) are letters or digits. */
const READABLE_SHARE = 0.5;

const isReadableLine = (line: string) => {
  const chars = [...line.replace(/\s+/g, '')];
  if (!chars.length || !WORD.test(line)) return false;
  return chars.filter((c) => READABLE.test(c)).length / chars.length > READABLE_SHARE;
};

/**
 * OCR text as one clean line: lines that are mostly not letters or digits (`9:41 ..ll ? ■`, `— — —`)
 * are dropped, tokens without a letter or digit are dropped from the rest and the marks stuck to a
 * token's ends are trimmed (`<주문/결제` → `주문/결제`), whitespace is collapsed.
 */
export function cleanScreenText(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .filter(isReadableLine)
    .map((line) =>
      line
        .split(/\s+/)
        .filter((token) => READABLE.test(token))
        .map((token) => token.replace(LEADING_MARKS, '').replace(TRAILING_MARKS, ''))
        .join(' '),
    )
    .join(' ')
    .trim();
}

/**
 * Text on one line, at most `max` characters: whitespace collapsed, and when it is longer, cut at
 * the last space before the limit with `…` (a word is cut in two only when that space would drop more than
 * half the text: a long run without spaces).
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const head = [...flat].slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > head.length / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:·–—-]+$/u, '')}…`;
}
