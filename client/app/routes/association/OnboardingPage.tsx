import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AssociationDashboard } from '../../../../shared/missions/mission-management.schema';
import type { RouteName } from '../../../../shared/routes';
import { useAssociationDashboard } from '../../../features/associations/api/association-dashboard';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import '../../../features/missions/components/missions.css';

type StepKey = AssociationDashboard['onboarding'][number]['key'];

/** Where each step is done. */
const STEP_ROUTES: Record<StepKey, RouteName> = {
  profile: 'associations.settings',
  logo: 'associations.settings',
  supervisor: 'associations.settings',
  first_mission: 'missions.create',
  first_publication: 'missions.list',
};

/** `/association/{slug}/demarrage`: the onboarding checklist, in the order the dashboard API gives. */
export function OnboardingPage() {
  const { t } = useTranslation('associations');
  usePageTitle(t('onboarding.title'));
  const slug = useParams().associationSlug!;
  const dashboard = useAssociationDashboard(slug);
  return (
    <div className="stack">
      <RouteLink to="space.home">{t('onboarding.back')}</RouteLink>
      <h1>{t('onboarding.title')}</h1>
      <p>{t('onboarding.intro')}</p>
      <QueryStatus query={dashboard}>
        {(data) => {
          const done = data.onboarding.filter((step) => step.done).length;
          return (
            <section className="card stack">
              <p className="muted" role="status">
                {done === data.onboarding.length ? t('onboarding.all_done') : t('dashboard.onboarding_progress', { done, total: data.onboarding.length })}
              </p>
              <ol className="checklist">
                {data.onboarding.map((step, index) => (
                  <li key={step.key} className={`checklist__item${step.done ? ' checklist__item--done' : ''}`}>
                    <span className="checklist__mark" aria-hidden="true">
                      {step.done ? '✓' : index + 1}
                    </span>
                    <div>
                      <strong>{t(`onboarding.steps.${step.key}.title`)}</strong>{' '}
                      <span className="muted">{step.done ? t('onboarding.done') : t('onboarding.todo')}</span>
                      <br />
                      <span className="muted">{t(`onboarding.steps.${step.key}.hint`)}</span>{' '}
                      {!step.done && <RouteLink to={STEP_ROUTES[step.key]}>{t(`onboarding.steps.${step.key}.action`)}</RouteLink>}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          );
        }}
      </QueryStatus>
    </div>
  );
}
