/** @jest-environment jsdom */
import './jsdom-env';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../src/shared/i18n';
import { quietActWarnings } from './support';
import { BACKDROP_DELAY_MS, MODAL_ANIMATION_MS, ModalProvider, useModal, type ModalApi, type ModalOptions } from '../src/shared/modal';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());
// The modal's delays (focus 0 ms, backdrop 50 ms, fade 500 ms) run on jest's clock: no test waits in real time.
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => {
  jest.useRealTimers();
});

const mount = () => {
  let api!: ModalApi;
  function Capture() {
    const modal = useModal();
    useEffect(() => {
      api = modal;
    }, [modal]);
    return null;
  }
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
  return { open };
};

/** Moves jest's clock on and lets React render what the timers changed. */
const elapse = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('modal', () => {
  test('shows title, description and message; the confirm button gets focus; the backdrop comes after 50 ms', () => {
    const { open } = mount();
    void open({ title: 'Delete it?', description: 'Gone for good.', message: 'Really.', isConfirm: true, okText: 'Delete', cancelText: 'Keep' });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toBe('Delete it?Gone for good.Really.KeepDelete');
    const overlay = screen.getByTestId('modal');
    expect(overlay.className).toBe('modal');
    elapse(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    elapse(BACKDROP_DELAY_MS - 1);
    expect(overlay.className).toBe('modal');
    elapse(1);
    expect(overlay.className).toBe('modal modal--shown');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Keep', 'Delete']);
  });

  test('a destructive decision (isDanger) focuses the cancel button, so Enter keeps things as they are', async () => {
    const { open } = mount();
    const result = open({ title: 'Close your account?', isConfirm: true, isDanger: true, okText: 'Close account', cancelText: 'Keep' });
    elapse(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'Close account' }).className).toBe('button button--danger');
    fireEvent.click(document.activeElement as HTMLElement);
    await expect(result).resolves.toBe(false);
  });

  test('a danger notice without a cancel button focuses its only button', () => {
    const { open } = mount();
    void open({ title: 'Removed', isDanger: true, okText: 'Understood' });
    elapse(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Understood' }));
  });

  test('single-button mode has only the OK button', () => {
    const { open } = mount();
    void open({ title: 'Please check on PC' });
    expect(screen.getByRole('dialog').textContent).toBe('Please check on PCOK');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
  });

  test('confirm resolves true; the modal leaves only after the 0.5 s animation', async () => {
    const { open } = mount();
    const result = open({ title: 'Sure?', isConfirm: true });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
    expect(screen.getByTestId('modal').className).toContain('modal--closing');
    elapse(MODAL_ANIMATION_MS - 1);
    expect(screen.getByTestId('modal').className).toContain('modal--closing');
    elapse(1);
    expect(screen.queryByTestId('modal')).toBeNull();
  });

  test('cancel, Escape and the backdrop resolve false; notClose ignores Escape and the backdrop', async () => {
    const { open } = mount();
    const cancelled = open({ title: 'A', isConfirm: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = open({ title: 'B' });
    fireEvent.keyDown(window, { key: 'Escape' });
    await expect(escaped).resolves.toBe(false);

    const clicked = open({ title: 'D' });
    fireEvent.mouseDown(screen.getAllByTestId('modal').at(-1)!);
    await expect(clicked).resolves.toBe(false);
    elapse(MODAL_ANIMATION_MS);
    expect(screen.queryAllByTestId('modal')).toHaveLength(0);

    let settled: boolean | undefined;
    const pinned = open({ title: 'C', notClose: true, zIndex: 4242 });
    void pinned.then((value) => (settled = value));
    const overlay = screen.getByTestId('modal');
    expect(overlay.style.zIndex).toBe('4242');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.mouseDown(overlay);
    // Longer than any close would take; the promise has had every chance to settle.
    elapse(MODAL_ANIMATION_MS * 2);
    await Promise.resolve();
    expect(settled).toBeUndefined();
    expect(overlay.className).not.toContain('modal--closing');
    expect(screen.getByTestId('modal')).toBe(overlay);
  });

  test('a custom modal renders moreData with a close function', async () => {
    const { open } = mount();
    const result = open({ isCustom: true, moreData: (close) => <button onClick={() => close(true)}>Custom body</button> });
    fireEvent.click(screen.getByRole('button', { name: 'Custom body' }));
    await expect(result).resolves.toBe(true);
  });
});
