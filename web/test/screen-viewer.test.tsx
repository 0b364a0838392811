/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { downloadLink, downloadName, ScreenPopup, useScreenPopup } from '../src/shared/ScreenPopup';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
  fakeGateway({ 'GET /api/auth/session': {} });
});
afterAll(() => restore());

const URLS = ['/files/screens/a.png', '/files/screens/b.png', '/files/screens/c.png'];

function Harness() {
  const popup = useScreenPopup();
  return (
    <>
      <button type="button" onClick={() => popup.show(URLS.map((url) => ({ url })), 1)}>
        open
      </button>
      <ScreenPopup popup={popup} actions={(i) => <button type="button">like {i}</button>} />
    </>
  );
}

const shownImage = () => screen.getByRole('dialog', { name: 'Screen viewer' }).querySelector('img')!.getAttribute('src');

describe('the screen viewer', () => {
  test('a named dialog: ←/→ move (wrapping), the actions follow the shown screen, download names the file, Esc closes and focus returns', async () => {
    render(renderTree(<Harness />, { lang: 'en' }).tree);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Screen viewer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(shownImage()).toBe(URLS[1]);
    expect(screen.getByRole('img', { name: 'Screen 2 of 3' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownImage()).toBe(URLS[2]);
    expect(screen.getByRole('button', { name: 'like 2' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownImage()).toBe(URLS[0]);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownImage()).toBe(URLS[1]);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(URLS[1]);
    expect(download.getAttribute('download')).toBe('b.png');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  test('Tab and Shift+Tab stay inside the viewer', async () => {
    render(renderTree(<Harness />, { lang: 'en' }).tree);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const first = screen.getByRole('button', { name: 'Previous screen' });
    // From the last focusable (Close), Tab goes to the first; Shift+Tab from the first back to the last.
    act(() => close.focus());
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    // Focus outside (e.g. the page behind) is pulled back in.
    act(() => (document.body as HTMLElement).focus());
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  test('a download name for every kind of address', () => {
    expect(downloadName('https://cdn.example.com/s/%ED%86%A0%EC%8A%A4.png?w=1', 0)).toBe('토스.png');
    expect(downloadName('data:image/png;base64,AAAA', 2)).toBe('screen-3.png');
    expect(downloadName('/files/', 0)).toBe('screen-1.png');
  });

  test('a gateway file downloads under what it is; a screen the viewer cannot name, or another address, under its own name', () => {
    const app = { id: 'a1', name: 'OnTalk' };
    const pattern = { title: 'Checkout', code: '120' };
    expect(downloadLink({ url: '/uploads/screens/x/1-a.png?exp=1&sig=s', app, pattern }, 2)).toEqual({ href: '/uploads/screens/x/1-a.png?exp=1&sig=s&download=OnTalk%20%E2%80%93%20Checkout%203', download: 'OnTalk – Checkout 3.png' });
    expect(downloadLink({ url: '/uploads/thumbs/h-640.webp', app: { id: 'a1', name: '토스 · 로그인' } }, 0)).toEqual({ href: '/uploads/thumbs/h-640.webp?download=%ED%86%A0%EC%8A%A4%20%C2%B7%20%EB%A1%9C%EA%B7%B8%EC%9D%B8', download: '토스 · 로그인.webp' });
    expect(downloadLink({ url: '/uploads/screens/x/1-a.png?exp=1&sig=s' }, 0)).toEqual({ href: '/uploads/screens/x/1-a.png?exp=1&sig=s', download: '1-a.png' });
    expect(downloadLink({ url: 'https://cdn.example.com/s/a.png', app, pattern }, 0)).toEqual({ href: 'https://cdn.example.com/s/a.png', download: 'a.png' });
  });
});
