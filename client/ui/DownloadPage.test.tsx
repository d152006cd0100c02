import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DownloadPage } from './DownloadPage';

const page = (start: () => Promise<string | void>, waiting?: string) => (
  <DownloadPage title="Convention" doneBody="Le fichier est téléchargé." startKey="k" start={start} waiting={waiting ? <p>{waiting}</p> : undefined} back={<a href="/">Retour</a>} />
);

describe('DownloadPage', () => {
  it('waits, then says the file is downloaded', async () => {
    let finish: () => void = () => undefined;
    renderWithProviders(page(() => new Promise<void>((resolve) => (finish = resolve)), 'Un instant…'));
    expect(screen.getByText('Un instant…')).toBeTruthy();
    finish();
    expect(await screen.findByText('Le fichier est téléchargé.')).toBeTruthy();
  });

  it('says the download failed, in French, and tries again on « Réessayer »', async () => {
    const start = vi.fn<() => Promise<string | void>>().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(undefined);
    renderWithProviders(page(start));
    expect(await screen.findByText('Le téléchargement du fichier a échoué.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Le fichier est téléchargé.')).toBeTruthy();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('sends the browser on when the start answers an address', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    try {
      renderWithProviders(page(async () => 'https://calendar.google.com/calendar/render?action=TEMPLATE'));
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://calendar.google.com/calendar/render?action=TEMPLATE'));
      expect(screen.queryByText('Le fichier est téléchargé.')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
