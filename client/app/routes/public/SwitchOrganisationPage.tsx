import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SpaceContext } from '../../../../shared/contexts';
import { COMPANY_MANAGER_ROLES } from '../../../../shared/permissions/roles';
import { buildPath } from '../../../../shared/routes';
import type { Me } from '../../../../shared/users/me';
import { useSignedIn } from '../../../features/users/components/use-signed-in';
import { rememberSpace } from '../../../features/users/last-space';
import { usePageTitle } from '../../../ui/PageState';

interface Choice {
  key: string;
  name: string;
  role: string;
  kind: 'company' | 'association';
  spaces: Array<{ context: SpaceContext; label: string }>;
}

function choicesFor(me: Me, t: (key: string) => string): Choice[] {
  const companies = me.companies.map((company): Choice => {
    const employee: SpaceContext = { type: 'employee', companySlug: company.slug };
    const manager: SpaceContext = { type: 'company', companySlug: company.slug };
    const isManager = COMPANY_MANAGER_ROLES.includes(company.role);
    return {
      key: `c${company.id}`,
      name: company.name,
      role: t(`roles.${company.role}`),
      kind: 'company',
      // A manager lands in the company space, and may still use the employee space.
      spaces: isManager
        ? [
            { context: manager, label: t('switch_organisation.open_company_space') },
            { context: employee, label: t('switch_organisation.open_employee_space') },
          ]
        : [{ context: employee, label: t('switch_organisation.open_space') }],
    };
  });
  const associations = me.associations.map(
    (association): Choice => ({
      key: `a${association.id}`,
      name: association.name,
      role: t(`roles.${association.role}`),
      kind: 'association',
      spaces: [{ context: { type: 'association', associationSlug: association.slug }, label: t('switch_organisation.open_space') }],
    }),
  );
  return [...companies, ...associations];
}

/** `/changer-organisation`: the user's companies and associations; the choice is remembered for `/`. */
export function SwitchOrganisationPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('switch_organisation.title'));
  const navigate = useNavigate();
  const signedIn = useSignedIn(buildPath('switchOrganisation', { type: 'public' }), t('switch_organisation.title'));
  if (!signedIn.me) return signedIn.page;
  const me = signedIn.me;

  const choices = choicesFor(me, t);
  const open = (context: SpaceContext) => {
    const path = buildPath('space.home', context);
    rememberSpace(me, path);
    navigate(path);
  };

  return (
    <div className="stack">
      <h1>{t('switch_organisation.title')}</h1>
      <p className="muted">{t('switch_organisation.intro')}</p>
      {choices.length === 0 ? (
        <section className="card">
          <p>{t('account.no_organisation')}</p>
        </section>
      ) : (
        <ul className="organisation-choices">
          {choices.map((choice) => (
            <li key={choice.key} className="card organisation-choice">
              <div>
                <h2>{choice.name}</h2>
                <p className="muted">
                  {t(`switch_organisation.kind_${choice.kind}`)} · {choice.role}
                </p>
              </div>
              <div className="actions">
                {choice.spaces.map((space, index) => (
                  <button
                    key={space.context.type}
                    type="button"
                    className={index === 0 ? 'button button--primary' : 'button'}
                    aria-label={`${space.label} — ${choice.name}`}
                    onClick={() => open(space.context)}
                  >
                    {space.label}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
