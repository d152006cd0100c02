import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useClientErrorReports } from '../../testing/client-errors';
import { CHUNK_RELOAD_KEY } from '../../lib/error-reporting';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const sentReports = useClientErrorReports();

describe('RouteErrorBoundary', () => {
  function renderFailing(error: unknown) {
    const FailingScreen = () => {
      throw error;
    };
    render(
      <MemoryRouter initialEntries={['/association/amis/missions']}>
        <RouteErrorBoundary>
          <FailingScreen />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
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

  it('clears the error when the user goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const FailingScreen = () => {
      throw new Error('screen failure');
    };
    render(
      <MemoryRouter initialEntries={['/association/amis/missions']}>
        <Link to="/association/amis/membres">Membres</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/association/amis/missions" element={<FailingScreen />} />
            <Route path="/association/amis/membres" element={<h1>Les membres</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Membres' }));
    expect(await screen.findByRole('heading', { name: 'Les membres' })).toBeTruthy();
  });
});
