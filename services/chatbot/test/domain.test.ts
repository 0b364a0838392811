import { checkCitations, CitationGate } from '../src/domain/citations.js';
import { COMPOSED_NOTE, composeAnswer, lockedNote } from '../src/domain/composer.js';
import type { SourceItem } from '../src/domain/items.js';
import { answerLanguage } from '../src/domain/language.js';
import { seesConversation } from '../src/domain/history.js';
import { checkedQuestion } from '../src/domain/question.js';

const item = (kind: string, id: string, title: string, extra: Partial<SourceItem> = {}): SourceItem => ({
  kind,
  id,
  title,
  titleEn: '',
  image: `/uploads/${id}.webp`,
  link: `/x/${id}`,
  appId: '',
  snippet: '',
  ...extra,
});

const screen = item('IMAGE', 'img-1', '토스 결제 완료', { titleEn: 'Toss payment done', appId: 'app-1', snippet: '결제가 완료되었어요' });
const app = item('APP', 'app-2', '당근', { titleEn: 'Karrot' });

describe('the language of an answer', () => {
  it('is Korean when the question has Hangul, English when it has only Latin letters, else the interface language', () => {
    expect(answerLanguage('결제 완료 화면 예시 보여줘', 'en')).toBe('ko');
    expect(answerLanguage('dark mode 설정 화면', 'en')).toBe('ko');
    expect(answerLanguage('apps with a dark-mode settings screen', 'ko')).toBe('en');
    expect(answerLanguage('123 ???', 'en')).toBe('en');
    expect(answerLanguage('123 ???', '')).toBe('ko');
  });
});

describe('the composer', () => {
  it('writes in the question’s language, cites every item and says the answer was composed', () => {
    const ko = checkCitations(composeAnswer('결제 완료 화면', [screen, app], 'ko'), [screen, app], 'ko');
    expect(ko.text).toContain('2개 항목');
    expect(ko.text).toContain('토스 결제 완료 (화면) — 결제가 완료되었어요 [1]');
    expect(ko.text).toContain('당근 (앱) [2]');
    expect(ko.text).toContain(COMPOSED_NOTE.ko);
    expect(ko.citations.map((c) => [c.type, c.id, c.title])).toEqual([
      ['IMAGE', 'img-1', '토스 결제 완료'],
      ['APP', 'app-2', '당근'],
    ]);

    const en = checkCitations(composeAnswer('payment done', [screen, app], 'en'), [screen, app], 'en');
    expect(en.text).toContain('Here are 2 items from the library for “payment done”.');
    expect(en.text).toContain('Toss payment done (screen)');
    expect(en.text).toContain(COMPOSED_NOTE.en);
    expect(en.citations.map((c) => c.title)).toEqual(['Toss payment done', 'Karrot']);
    expect(en.citations[0]).toEqual({ type: 'IMAGE', id: 'img-1', title: 'Toss payment done', image: '/uploads/img-1.webp', link: '/x/img-1', appId: 'app-1' });
  });

  it('says when nothing was found, in either language', () => {
    expect(composeAnswer('없는 것', [], 'ko')).toMatch(/찾지 못했습니다/);
    expect(composeAnswer('nothing', [], 'en')).toMatch(/^I found nothing in the library about “nothing”/);
  });

  it('tells a free caller that more exists with a membership', () => {
    expect(lockedNote(0, 'ko')).toBe('');
    expect(lockedNote(3, 'ko')).toBe('멤버십에 가입하면 관련 항목 3개를 더 볼 수 있습니다.');
    expect(lockedNote(1, 'en')).toBe('1 more matching item can be opened with a membership.');
  });
});

describe('citation checking', () => {
  it('numbers the citations of items the caller was given, once each, in order of first mention', () => {
    const checked = checkCitations('See [[APP:app-2]]. Also [[IMAGE:img-1]] and again [[APP:app-2]].', [screen, app], 'en');
    expect(checked.text).toBe('See [1]. Also [2] and again [1].');
    expect(checked.citations.map((c) => c.id)).toEqual(['app-2', 'img-1']);
    expect(checked.dropped).toEqual([]);
  });

  it('removes a claim whose citation does not resolve, with its citation', () => {
    const checked = checkCitations('The closest is [[IMAGE:img-1]]. Also see [[IMAGE:made-up]]. Done.', [screen], 'en');
    expect(checked.text).toBe('The closest is [1]. Done.');
    expect(checked.citations.map((c) => c.id)).toEqual(['img-1']);
    expect(checked.dropped).toEqual(['IMAGE:made-up']);
  });

  it('does not take an item of another kind with the same id', () => {
    expect(checkCitations('Here [[PRODUCT:img-1]].', [screen], 'en')).toEqual({ text: '', citations: [], dropped: ['PRODUCT:img-1'] });
  });

  it('lets text through a whole sentence at a time, however the deltas are cut', () => {
    const text = 'First [[IMAGE:img-1]]. Bad [[APP:nope]]. Last [[APP:app-2]].';
    const gate = new CitationGate([screen, app], 'en');
    const shown: string[] = [];
    for (const piece of text.match(/[\s\S]{1,4}/g)!) {
      const out = gate.push(piece);
      if (out) shown.push(out);
    }
    shown.push(gate.flush());
    expect(shown).toEqual(['First [1].', ' Last [2].']);
    expect(shown.join('')).not.toContain('[[');
    expect(gate.result().text).toBe('First [1]. Last [2].');
    expect(shown.join('')).toBe(gate.result().text);
  });
});

describe('a question', () => {
  it('is trimmed, and refused when empty, 2,000 characters or longer, or holding control characters', () => {
    expect(checkedQuestion('  hello \n')).toBe('hello');
    for (const bad of ['', '   ', 'a'.repeat(2000), 'nul\u0000here', 'bell\u0007']) {
      expect(() => checkedQuestion(bad)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    }
    expect(checkedQuestion('a'.repeat(1999))).toHaveLength(1999);
  });
});

describe('history', () => {
  it('shows a kept question\'s conversation to the person who asked only', () => {
    const asker = '11111111-1111-4111-8111-111111111111';
    expect(seesConversation(asker, asker)).toBe(true);
    expect(seesConversation('22222222-2222-4222-8222-222222222222', asker)).toBe(false);
    expect(seesConversation(null, asker)).toBe(false);
  });
});
