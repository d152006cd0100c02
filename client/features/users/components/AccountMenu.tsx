import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMultipleOrganisations } from '../../../../shared/permissions/spaces';
import type { Me } from '../../../../shared/users/me';
import { RouteLink } from '../../../ui/RouteLink';
import { managesTeam as isTeamManager, useSpaceContext } from '../../../lib/space';
import { LeaveImpersonationForm } from './LeaveImpersonationForm';
import { LogoutForm } from './LogoutForm';

const PUBLIC = { type: 'public' } as const;

export function AccountMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // « Mon équipe » (issue 15): in the employee space, for whoever is someone's manager there.
  const context = useSpaceContext();
  const managesTeam = isTeamManager(me, context);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      {me.impersonatedBy && <LeaveImpersonationForm me={me} className="impersonation-banner" />}
      <button type="button" className="account-menu__toggle" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)}>
        <span className="avatar" aria-hidden="true">
          {me.user.fullName.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__name">{me.user.fullName}</span>
        <span className="visually-hidden">{t('nav.account_menu')}</span>
      </button>
      {open && (
        <div className="account-menu__list" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
          <RouteLink to="account" context={PUBLIC} className="account-menu__item">
            {t('nav.account')}
          </RouteLink>
          {managesTeam && (
            <RouteLink to="team.management" context={context} className="account-menu__item">
              {t('engagements:team.nav')}
            </RouteLink>
          )}
          {hasMultipleOrganisations(me) && (
            <RouteLink to="switchOrganisation" context={PUBLIC} className="account-menu__item">
              {t('nav.switch_organisation')}
            </RouteLink>
          )}
          <LogoutForm className="account-menu__item" />
        </div>
      )}
    </div>
  );
}
