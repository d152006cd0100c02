import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt, resetInstallPromptForTests } from '../lib/install-prompt';
import { renderWithProviders } from '../testing/render';
import { InstallPrompt } from './InstallPrompt';

let media: Record<string, boolean>;
beforeAll(() => listenForInstallPrompt());
beforeEach(() => {
  localStorage.clear();
  media = { '(max-width: 720px)': true, '(display-mode: standalone)': false };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: media[query] ?? false, media: query, addEventListener() {}, removeEventListener() {} }));
  resetInstallPromptForTests();
});
afterEach(() => vi.unstubAllGlobals());

/** What Chromium fires when the app may be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  act(() => {
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) }));
  });
  return prompt;
}

const button = () => screen.queryByRole('button', { name: "Installer l'application" });

describe('InstallPrompt', () => {
  it('waits for a second visit or a first application, then installs through the browser', async () => {
    const view = renderWithProviders(<InstallPrompt used={false} />);
    const prompt = offerInstall();
    expect(button()).toBeNull();
    view.rerender(<InstallPrompt used />);
    fireEvent.click(button()!);
    await vi.waitFor(() => expect(prompt).toHaveBeenCalled());
    await vi.waitFor(() => expect(button()).toBeNull());
  });

  it('is offered from the second visit, and « Plus tard » is remembered on the device', () => {
    localStorage.setItem('solidaire.install.visits', '2');
    const view = renderWithProviders(<InstallPrompt used={false} />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(button()).toBeNull();
    view.unmount();
    renderWithProviders(<InstallPrompt used />);
    offerInstall();
    expect(button()).toBeNull();
  });

  it('is never offered once installed, nor on a wide screen', () => {
    media['(display-mode: standalone)'] = true;
    const view = renderWithProviders(<InstallPrompt used />);
    offerInstall();
    expect(button()).toBeNull();
    view.unmount();
    media['(display-mode: standalone)'] = false;
    media['(max-width: 720px)'] = false;
    renderWithProviders(<InstallPrompt used />);
    offerInstall();
    expect(button()).toBeNull();
  });
});
