import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DomainError,
  domainError,
  ERROR_CATALOGUE,
  errorEntry,
  errorMessage,
  fromGrpcError,
  httpStatusOfKind,
  notFound,
  nounVariant,
  pickLang,
  toGrpcError,
  validationError,
  COPY,
  type ErrorEntry,
  type ErrorKind,
} from '@screenshelf/kit';

const SERVICES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HANGUL = /[가-힣]/;

/** Every .ts file under services/<name>/src, generated code left out. */
function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'gen' && name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push({ file: path.relative(SERVICES, full), text: readFileSync(full, 'utf8') });
    }
  };
  for (const service of readdirSync(SERVICES)) {
    const src = path.join(SERVICES, service, 'src');
    try {
      if (statSync(src).isDirectory()) walk(src);
    } catch {
      /* a folder without src */
    }
  }
  return out;
}

/** The top-level arguments of the call whose '(' is at `open` (strings, templates and nesting skipped). */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args.filter(Boolean);
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

interface Thrown {
  file: string;
  code: string;
  kind?: string;
  variant?: string;
}

/** The errorCodes the code base throws or answers with, as literals, and the kind given beside them. */
function thrownCodes(): Thrown[] {
  const found: Thrown[] = [];
  for (const { file, text } of sources()) {
    for (const m of text.matchAll(/new DomainError\(\s*'([A-Z_]+)'/g)) {
      const args = argumentsAt(text, m.index + m[0].indexOf('('));
      found.push({ file, code: m[1]!, kind: args[2]?.match(/^'(\w+)'$/)?.[1] });
    }
    for (const m of text.matchAll(/\b(?:membershipError|domainError)\(\s*'([A-Z_]+)'/g)) {
      const args = argumentsAt(text, m.index + m[0].indexOf('('));
      found.push({ file, code: m[1]!, variant: args[1]?.match(/variant:\s*'(\w+)'/)?.[1] });
    }
    for (const m of text.matchAll(/errorCode:\s*'([A-Z_]+)'/g)) found.push({ file, code: m[1]! });
    for (const m of text.matchAll(/\bnotFound\(\s*'([^']+)'/g)) found.push({ file, code: 'NOT_FOUND', variant: nounVariant(m[1]!) });
    if (/\bvalidationError\(/.test(text)) found.push({ file, code: 'VALIDATION_ERROR' });
    if (/\bforbidden\(/.test(text)) found.push({ file, code: 'FORBIDDEN' });
    if (/\bunauthenticated\(/.test(text)) found.push({ file, code: 'UNAUTHENTICATED' });
  }
  return found;
}

const entries = Object.entries(ERROR_CATALOGUE as Record<string, ErrorEntry>);

describe('the error catalogue', () => {
  it('has Korean and English words for every code and variant, and a kind with an HTTP status', () => {
    for (const [code, entry] of entries) {
      expect([code, HANGUL.test(entry.ko)]).toEqual([code, true]);
      expect([code, entry.en.length > 3 && !HANGUL.test(entry.en)]).toEqual([code, true]);
      expect([code, httpStatusOfKind[entry.kind]]).toEqual([code, expect.any(Number)]);
      for (const [variant, text] of Object.entries(entry.variants ?? {})) {
        expect([code, variant, HANGUL.test(text.ko), HANGUL.test(text.en)]).toEqual([code, variant, true, false]);
        // A variant uses the same placeholders in both languages.
        const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((h) => h[1]).sort();
        expect(holes(text.ko)).toEqual(holes(text.en));
      }
    }
    for (const [key, text] of Object.entries(COPY)) expect([key, HANGUL.test(text.ko), HANGUL.test(text.en)]).toEqual([key, true, false]);
  });

  it('knows every errorCode the services and the gateway throw, their variants, and agrees with the kind they give', () => {
    const thrown = thrownCodes();
    // The scan itself works: it sees codes from every service.
    for (const code of ['EMAIL_IN_USE', 'NOTHING_TO_DELETE', 'MEMBERSHIP_REQUIRED', 'PAYMENT_FAILED', 'CSRF_TOKEN_INVALID', 'REINDEX_RUNNING']) {
      expect(thrown.map((t) => t.code)).toContain(code);
    }
    const missing = thrown.filter((t) => !errorEntry(t.code)).map((t) => `${t.file}: ${t.code}`);
    expect(missing).toEqual([]);
    const unknownVariants = thrown
      .filter((t) => t.variant && !errorEntry(t.code)?.variants?.[t.variant])
      .map((t) => `${t.file}: ${t.code}.${t.variant}`);
    expect(unknownVariants).toEqual([]);
    const disagreeing = thrown
      .filter((t) => t.kind && t.kind !== errorEntry(t.code)?.kind)
      .map((t) => `${t.file}: ${t.code} thrown as ${t.kind}, catalogued as ${errorEntry(t.code)?.kind}`);
    expect(disagreeing).toEqual([]);
  });

  it('has every product-spec §8 code and the gateway codes the issue names', () => {
    const named = [
      'EMAIL', 'DEFAULT', 'SERVER_ERROR', 'PLAN_NOT_GROUP_COMPATIBLE', 'USER_NOT_FOUND', 'INVALID_MEMBER_IDS_FORMAT',
      'ALREADY_IN_GROUP', 'ALREADY_IN_MEMBERSHIP', 'ALREADY_ACTIVE_SUBSCRIPTION', 'PLAN_CHANGE_NOT_ALLOWED',
      'INVALID_MEMBER_IDS', 'PLAN_INVALID', 'ALREADY_CANCEL', 'MEMBER_ALREADY_IN_ANOTHER_GROUP', 'MEMBERSHIP_NOT_FOUND',
      'ALREADY_IN_RESERVATION', 'ALREADY_IN_RESERVATION_GROUP', 'PAYMENT_FAILED', 'VALIDATION_ERROR', 'NOT_FOUND',
      'TIMEOUT', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED', 'UNKNOWN_ERROR', 'CSRF_TOKEN_INVALID', 'INVALID_CALLBACK_URL',
      'MEMBERSHIP_REQUIRED', 'NOTHING_TO_DELETE', 'APP_NOT_RELEASED', 'PAYLOAD_TOO_LARGE',
    ];
    expect(named.filter((code) => !errorEntry(code))).toEqual([]);
    expect(httpStatusOfKind[ERROR_CATALOGUE.EMAIL.kind]).toBe(400);
    expect(httpStatusOfKind[ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.kind]).toBe(413);
  });
});

describe('words and statuses of an error', () => {
  it('renders a code by language, variant and parameters', () => {
    expect(errorMessage('NOT_FOUND', 'en', { variant: 'route', params: { method: 'GET', path: '/x' } })).toBe('No route for GET /x');
    expect(errorMessage('NOT_FOUND', 'ko', { variant: 'route', params: { method: 'GET', path: '/x' } })).toBe('GET /x 경로를 찾을 수 없습니다.');
    expect(errorMessage('NOT_FOUND', 'ko', { variant: 'no-such-variant' })).toBe(ERROR_CATALOGUE.NOT_FOUND.ko);
    expect(errorMessage('NOT_A_CODE', 'ko')).toBeUndefined();
    expect(notFound('Payment method').msgIn('ko')).toBe('결제 수단을 찾을 수 없습니다.');
    expect(notFound('Something new').msgIn('en')).toBe(ERROR_CATALOGUE.NOT_FOUND.en);
  });

  it('takes the status from the catalogue, whatever kind the thrower gave', () => {
    expect(new DomainError('EMAIL', 'x', 'precondition').httpStatus).toBe(400);
    expect(new DomainError('NOT_A_CODE', 'x', 'conflict').httpStatus).toBe(409);
    expect(new DomainError('NOT_A_CODE', 'the thrower said').msgIn('ko')).toBe('the thrower said');
  });

  it('keeps the variant and parameters across gRPC', () => {
    const back = fromGrpcError(toGrpcError(domainError('UNKNOWN_PROVIDER', { params: { provider: 'x' } })));
    expect(back.msgIn('en')).toBe('There is no sign-in provider "x".');
    const variant = fromGrpcError(toGrpcError(domainError('USER_NOT_FOUND', { variant: 'noUserInformation' })));
    expect([variant.msgIn('ko'), variant.httpStatus]).toEqual(['회원 정보를 찾을 수 없습니다.', 404]);
  });

  it('keeps the thrower\'s words of a validation error as its issue when it names none', () => {
    expect(validationError('yearmonth must be YYYYMM').details).toEqual({ issues: [{ path: '', message: 'yearmonth must be YYYYMM' }] });
    expect(validationError('bad', [{ path: 'a', message: 'b' }]).details).toEqual({ issues: [{ path: 'a', message: 'b' }] });
  });
});

describe('pickLang (product-spec §2)', () => {
  it.each<[unknown, unknown, 'ko' | 'en']>([
    [undefined, undefined, 'ko'],
    ['en', undefined, 'en'],
    [undefined, 'en', 'en'],
    ['ko', 'en', 'ko'],
    ['fr', 'en', 'en'],
    ['fr', 'de', 'ko'],
    [['en', 'ko'], undefined, 'ko'],
  ])('query %p, cookie %p → %s', (query, cookie, lang) => {
    expect(pickLang(query, cookie)).toBe(lang);
  });
});

// Keeps the kinds in one place: a new kind needs its HTTP status.
const _kinds: Record<ErrorKind, number> = httpStatusOfKind;
void _kinds;
