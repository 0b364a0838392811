/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../src/shared/i18n';
import { quietActWarnings } from './support';
import { BACKDROP_DELAY_MS, MODAL_ANIMATION_MS, ModalProvider, useModal, type ModalApi, type ModalOptions } from '../src/shared/modal';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

let api: ModalApi;
function Capture() {
  api = useModal();
  return null;
}

const mount = () =>
  render(
    <I18nProvider initialLang="en">
      <ModalProvider>
        <Capture />
      </ModalProvider>
    </I18nProvider>,
  );

const open = (options: ModalOptions) => {
  let result!: Promise<boolean>;
  act(() => {
    result = api.open(options);
  });
  return result;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('modal', () => {
  test('shows title, description and message; the confirm button gets focus; the backdrop comes after 50 ms', async () => {
    mount();
    void open({ title: 'Delete it?', description: 'Gone for good.', message: 'Really.', isConfirm: true, okText: 'Delete', cancelText: 'Keep' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Gone for good.'));
    expect(screen.getByText('Really.')).toBeTruthy();
    const overlay = screen.getByTestId('modal');
    expect(overlay.className).not.toContain('modal--shown');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(overlay.className).toContain('modal--shown'), { timeout: BACKDROP_DELAY_MS + 200 });
    expect(screen.getByRole('button', { name: 'Keep' })).toBeTruthy();
  });

  test('single-button mode has only the OK button', async () => {
    mount();
    void open({ title: 'Please check on PC' });
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  test('confirm resolves true; the modal leaves only after the 0.5 s animation', async () => {
    mount();
    const result = open({ title: 'Sure?', isConfirm: true });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
    expect(screen.getByTestId('modal').className).toContain('modal--closing');
    await sleep(MODAL_ANIMATION_MS - 150);
    expect(screen.queryByTestId('modal')).not.toBeNull();
    await waitFor(() => expect(screen.queryByTestId('modal')).toBeNull(), { timeout: 600 });
  });

  test('cancel, Escape and the backdrop resolve false; notClose ignores Escape and the backdrop', async () => {
    mount();
    const cancelled = open({ title: 'A', isConfirm: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = open({ title: 'B' });
    await screen.findByText('B');
    fireEvent.keyDown(window, { key: 'Escape' });
    await expect(escaped).resolves.toBe(false);

    let settled = false;
    const pinned = open({ title: 'C', notClose: true, zIndex: 4242 });
    void pinned.then(() => (settled = true));
    await screen.findByText('C');
    const overlay = screen.getAllByTestId('modal').at(-1)!;
    expect(overlay.style.zIndex).toBe('4242');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.mouseDown(overlay);
    await sleep(20);
    expect(settled).toBe(false);
  });

  test('a custom modal renders moreData with a close function', async () => {
    mount();
    const result = open({ isCustom: true, moreData: (close) => <button onClick={() => close(true)}>Custom body</button> });
    fireEvent.click(await screen.findByRole('button', { name: 'Custom body' }));
    await expect(result).resolves.toBe(true);
  });
});
