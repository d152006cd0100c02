import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeTeamBuildingItem } from '../../../../shared/team-building/team-building-api';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors } from '../../../lib/form';
import { TextAreaField } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { useEmployeeTeamBuildings, useEmployeeTeamBuildingStep } from '../api/team-buildings';
import { dayText } from './format';
import './team-building.css';

/**
 * The company's confirmed team-building requests to come, for its employees: « Participer » while places remain, then
 * « Se désinscrire » until the day; once finished, the participants' testimony. `limit` shows the first ones (a home
 * block); without it, the whole list.
 */
export function EmployeeTeamBuildings({ companySlug, limit, headingLevel = 2 }: { companySlug: string; limit?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('team-building');
  const query = useEmployeeTeamBuildings(companySlug);
  return (
    <QueryStatus query={query}>
      {({ requests }) => {
        const shown = limit === undefined ? requests : requests.filter((item) => item.state === 'validated').slice(0, limit);
        if (shown.length === 0) return <p className="card muted">{t('employee.empty')}</p>;
        return (
          <ul className="team-building-cards">
            {shown.map((item) => (
              <EmployeeCard key={item.requestId} companySlug={companySlug} item={item} headingLevel={headingLevel} />
            ))}
          </ul>
        );
      }}
    </QueryStatus>
  );
}

function EmployeeCard({ companySlug, item, headingLevel }: { companySlug: string; item: EmployeeTeamBuildingItem; headingLevel: 2 | 3 }) {
  const { t } = useTranslation(['team-building', 'errors']);
  const errorText = useErrorText();
  const step = useEmployeeTeamBuildingStep(companySlug);
  const [testimony, setTestimony] = useState(item.testimony ?? '');
  const [errors, setErrors] = useState<string[] | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const run = async (kind: 'join' | 'leave' | 'testify', done: string) => {
    try {
      await step.mutateAsync({ requestId: item.requestId, step: kind, testimony });
      setErrors(undefined);
      showFlash('success', done);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.testimony) setErrors(fields.testimony);
      else showFlash('error', errorText(error) ?? t('errors:UNEXPECTED'));
    }
  };
  const full = item.joinedCount >= item.maxParticipants;
  return (
    <li className="card team-building-card">
      {item.image && <img className="team-building-card__image" src={item.image} alt="" width={1200} height={800} loading="lazy" />}
      <div className="team-building-card__body team-building-employee">
        <Heading className="team-building-card__title">{item.title}</Heading>
        <p className="team-building-card__badges">
          <span className="badge">{dayText(item.desiredDate)}</span>
          <span className="badge">{t(`durations.${item.duration}`)}</span>
          {item.state === 'finished' && <span className="badge">{t('request_states.finished')}</span>}
          {item.joined && <span className="badge">{t('employee.joined')}</span>}
          {!item.joined && full && item.state === 'validated' && <span className="badge badge--warning">{t('employee.full')}</span>}
        </p>
        <p className="muted">
          {item.startTime}–{item.endTime}
          {item.cities.length > 0 && ` · ${item.cities.join(', ')}`}
        </p>
        <p className="muted">{t('employee.places', { joined: item.joinedCount, max: item.maxParticipants })}</p>
        {item.description && <p>{item.description}</p>}
        <div className="actions">
          {item.canJoin && (
            <button type="button" className="button button--primary" disabled={step.isPending} onClick={() => void run('join', t('employee.joined_toast'))}>
              {t('employee.join')}
            </button>
          )}
          {item.canLeave && (
            <button type="button" className="button" disabled={step.isPending} onClick={() => void run('leave', t('employee.left_toast'))}>
              {t('employee.leave')}
            </button>
          )}
        </div>
        {item.canTestify && (
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void run('testify', t('employee.testimony_saved'));
            }}
          >
            <TextAreaField label={t('employee.testimony_label')} name="testimony" rows={3} value={testimony} onChange={(event) => setTestimony(event.target.value)} errors={errors} />
            <div className="actions">
              <button type="submit" className="button button--primary" disabled={step.isPending}>
                {t('employee.testimony_submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </li>
  );
}

/**
 * « Team building à venir » on the employee's home: the next confirmed requests (two at most) with « Participer », and
 * the way to the page. Nothing while there is none, so its absence moves nothing; its own words load in its own
 * `<Suspense>`.
 */
export function HomeTeamBuildings({ companySlug }: { companySlug: string }) {
  return (
    <Suspense fallback={null}>
      <HomeTeamBuildingsSection companySlug={companySlug} />
    </Suspense>
  );
}

function HomeTeamBuildingsSection({ companySlug }: { companySlug: string }) {
  const { t } = useTranslation('team-building');
  const query = useEmployeeTeamBuildings(companySlug);
  const upcoming = (query.data?.requests ?? []).filter((item) => item.state === 'validated').slice(0, 2);
  if (upcoming.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="home-team-building-title">
      <h2 id="home-team-building-title">{t('employee.home_title')}</h2>
      <ul className="team-building-cards">
        {upcoming.map((item) => (
          <EmployeeCard key={item.requestId} companySlug={companySlug} item={item} headingLevel={3} />
        ))}
      </ul>
      <RouteLink to="team-building.list" className="button button--ghost">
        {t('employee.home_all')}
      </RouteLink>
    </section>
  );
}
