import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashHost } from '../ui/Notices';
import { useDownload } from './use-download';

describe('useDownload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the French failure message when the download fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    render(<FlashHost />);
    const { result } = renderHook(() => useDownload());
    await act(() => result.current('/exports/engagements', 'engagements.csv'));
    expect(screen.getByRole('alert').textContent).toContain('Le téléchargement du fichier a échoué.');
  });
});
