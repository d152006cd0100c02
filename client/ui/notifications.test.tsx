import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashHost, ToastHost } from './Notices';
import { MAX_TOASTS, showFlash, showToast } from './notifications';

describe('flash alerts and toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a flash alert after 5 seconds', () => {
    render(<FlashHost />);
    act(() => void showFlash('success', 'Enregistré'));
    expect(screen.getByText('Enregistré')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Enregistré')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Enregistré')).toBeNull();
  });

  it('keeps an important flash alert until it is closed', () => {
    render(<FlashHost />);
    act(() => void showFlash('error', 'À lire absolument', { important: true }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('À lire absolument');
    fireEvent.click(screen.getByRole('button', { name: "Fermer l'alerte" }));
    expect(screen.queryByText('À lire absolument')).toBeNull();
  });

  it('shows a long toast longer, at 300 words per minute', () => {
    render(<ToastHost />);
    const long = Array(50).fill('mot').join(' ');
    act(() => void showToast('info', long));
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByText(long)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(long)).toBeNull();
  });

  it('keeps a short toast 5 seconds, and closes it at once with its button', () => {
    render(<ToastHost />);
    act(() => void showToast('success', 'Candidature envoyée'));
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('Candidature envoyée')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Candidature envoyée')).toBeNull();
    act(() => void showToast('success', 'Réponse envoyée'));
    fireEvent.click(screen.getByRole('button', { name: "Fermer l'alerte" }));
    expect(screen.queryByText('Réponse envoyée')).toBeNull();
  });

  it(`stacks at most ${MAX_TOASTS} toasts, the oldest leaving first, in a polite live region`, () => {
    render(<ToastHost />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) showToast('info', `toast ${n}`);
    });
    const host = document.querySelector('.toast-host')!;
    expect(host.getAttribute('aria-live')).toBe('polite');
    expect([...host.querySelectorAll('.notice span')].map((item) => item.textContent)).toEqual(['toast 3', 'toast 4', 'toast 5']);
    act(() => vi.runAllTimers());
    expect(host.textContent).toBe('');
  });

  it('keeps flash alerts and toasts apart', () => {
    render(
      <>
        <FlashHost />
        <ToastHost />
      </>,
    );
    act(() => void showToast('info', 'un toast'));
    expect(document.querySelector('.flash-host')!.textContent).toBe('');
    expect(document.querySelector('.toast-host')!.textContent).toContain('un toast');
    act(() => vi.runAllTimers());
  });
});
