import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useClientErrorReports } from '../../testing/client-errors';
import { CHUNK_RELOAD_KEY } from '../../lib/error-reporting';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const sentReports = useClientErrorReports();

describe('RouteErrorBoundary', () => {
  function renderFailing(error: unknown) {
    const router = createMemoryRouter(
      [
        {
          path: '/association/amis/missions',
          errorElement: <RouteErrorBoundary />,
          Component: () => {
            throw error;
          },
        },
      ],
      { initialEntries: ['/association/amis/missions'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('reports the error of a screen to the server log and shows the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new Error('screen failure'));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await waitFor(() => expect(sentReports()).toEqual([expect.objectContaining({ kind: 'boundary', message: 'screen failure', route: '/association/amis/missions' })]));
  });

  it('after a reload already made for a missing chunk, shows the error page and reports nothing', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/MissionsPage-abc.js'));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(sentReports()).toEqual([]);
  });
});
