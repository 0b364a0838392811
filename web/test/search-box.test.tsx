/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SearchBox } from '../src/features/search/SearchBox';
import { matchingCodes, nameMatches } from '../src/features/search/api';
import type { CodeNode } from '../src/features/library/api';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

const node = (code: string, name: string, nameEn: string, children: CodeNode[] = []): CodeNode => ({ code, name, nameEn, description: '', count: 1, children });
const codes = {
  PATTERN: [node('P1', '로그인', 'Log in', [node('P11', '소셜 로그인', 'Social log in')]), node('P2', '결제', 'Checkout')],
  COMPONENT: [node('C1', '로그인 버튼', 'Log in button')],
  CATEGORY: [node('1', '금융', 'Finance')],
};

function gateway() {
  return fakeGateway({
    'GET /api/auth/session': {},
    'GET /api/v2/codes': (call) => ({ data: codes[new URL(call.url, 'http://x').searchParams.get('type') as keyof typeof codes] }),
    'GET /api/v2/apps/search': (call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      return { data: params.get('type') === 'MOBILE' ? [{ appId: 'toss', appName: '토스', appNameEn: 'Toss', type: 'MOBILE', mau: 1, image: '', categoryCodes: [], screens: [] }] : [] };
    },
  });
}

const page = (
  <>
    <Where />
    <SearchBox />
  </>
);

describe('the header search box', () => {
  test('matches code names in the page language, nested codes included', () => {
    expect(matchingCodes('PATTERN', codes.PATTERN, 'log', 'en').map((c) => c.code)).toEqual(['P1', 'P11']);
    expect(matchingCodes('PATTERN', codes.PATTERN, '로그인', 'ko').map((c) => c.name)).toEqual(['로그인', '소셜 로그인']);
    expect(matchingCodes('PATTERN', codes.PATTERN, '  ', 'en')).toEqual([]);
  });

  test('matches where a word of the name begins, and Korean anywhere (nouns join into one word)', () => {
    expect(nameMatches('Bottom sheet', 'sheet')).toBe(true);
    expect(nameMatches('Content & social', 'CON')).toBe(true);
    expect(nameMatches('Content & social', 'ont')).toBe(false); // an app's name typed ("OnT…") is not a pattern
    expect(nameMatches('Content & social', '& soc')).toBe(true);
    expect(nameMatches('Sign-up form', 'up')).toBe(true);
    expect(nameMatches('간편결제', '결제')).toBe(true);
    expect(nameMatches('Checkout', '')).toBe(false);
    // Written together or apart, the way people type it.
    expect(nameMatches('Log in', 'login')).toBe(true);
    expect(nameMatches('Login', 'log in')).toBe(true);
    expect(nameMatches('Sign-up form', 'signup')).toBe(true);
    expect(nameMatches('Social login button', 'gin b')).toBe(false);
    expect(nameMatches('Blog index', 'login')).toBe(false);
    expect(nameMatches('Log in', ' - ')).toBe(false);
  });

  test('suggests apps, patterns, components and categories after a pause, asking search once for the settled words', async () => {
    const fake = gateway();
    render(renderTree(page, { lang: 'en' }).tree);
    const input = screen.getByRole('combobox', { name: 'Search apps, patterns, components and categories' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'l' } });
    fireEvent.change(input, { target: { value: 'log' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['App Toss', 'Pattern Log in', 'Pattern Social log in', 'Component Log in button']),
    );
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // Debounced: only the settled words went to the server.
    const keywords = fake.callsTo('GET', '/api/v2/apps/search').map((c) => new URL(c.url, 'http://x').searchParams.get('keyword'));
    expect(new Set(keywords)).toEqual(new Set(['log']));
  });

  test('↓/↑ move through the suggestions, Enter opens the highlighted one, Esc closes the list', async () => {
    gateway();
    render(renderTree(page, { lang: 'en' }).tree);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'log' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const selected = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')!;
    expect(selected.textContent).toBe('Pattern Log in');
    expect(input.getAttribute('aria-activedescendant')).toBe(selected.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option').at(-1)!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/?pattern=P1'));
  });

  test('Enter without a highlighted suggestion opens the results page', async () => {
    gateway();
    render(renderTree(page, { lang: 'ko' }).tree);
    const input = screen.getByRole('combobox', { name: '앱, 패턴, 컴포넌트, 카테고리 검색' });
    fireEvent.change(input, { target: { value: ' 결제 화면 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/search?q=${encodeURIComponent('결제 화면')}`));
  });
});
