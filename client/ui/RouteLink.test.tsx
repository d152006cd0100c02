import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteLink } from './RouteLink';

const renderAt = (url: string, element: React.ReactNode) => render(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);

describe('RouteLink', () => {
  it('builds the link for the current space', () => {
    renderAt(
      '/collaborateur/acme/accueil',
      <RouteLink to="missions.show" params={{ missionId: 3, missionSlug: 'jardin' }}>
        Jardin
      </RouteLink>,
    );
    expect(screen.getByRole('link', { name: 'Jardin' }).getAttribute('href')).toBe('/collaborateur/acme/missions/3-jardin');
  });

  it('renders a plain element and logs an error for an unknown name', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin', <RouteLink to="nope.show">Texte</RouteLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Texte').tagName).toBe('SPAN');
    expect(spy).toHaveBeenCalledWith('Unknown route name "nope.show"');
    spy.mockRestore();
  });

  it('opens external links (admin to a company space) in a new tab with an absolute URL', () => {
    renderAt(
      '/admin',
      <RouteLink to="companies.show" context={{ type: 'company', companySlug: 'acme' }} external>
        Acme
      </RouteLink>,
    );
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/entreprise/acme`);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
