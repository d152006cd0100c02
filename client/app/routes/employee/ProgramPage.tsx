import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EmployeeProgramDetail } from '../../../../shared/programs/program-api.schema';
import { ApiError } from '../../../lib/api';
import { idFromRef } from '../../../../shared/route-ref';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { MissionSearch } from '../../../features/missions/components/search/MissionSearch';
import { ProgramHero, ProgramQuote, accentStyle } from '../../../features/programs/components/ProgramHero';
import { ProgramMedia } from '../../../features/programs/components/ProgramMedia';
import { ProgramPicture } from '../../../features/programs/components/ProgramPicture';
import { useEmployeeProgramOffline } from '../../../features/programs/offline/use-offline-programs';
import { useSession } from '../../../features/users/api/get-session';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import '../../../features/programs/components/programs.css';

/**
 * `/collaborateur/{slug}/selections/{id}-{slug}`: a selection of the employee's company: its head (picture, colour,
 * description), its quote and pictures, its missions through the mission search (its filters included, `?program=`)
 * and its quests. Works offline from the replica (the selection's rule applied to the missions the device kept).
 */
export function ProgramPage() {
  const params = useParams();
  const programId = idFromRef(params.programRef);
  if (programId === null) return <NotFoundPage />;
  return <ProgramScreen companySlug={params.companySlug!} programId={programId} />;
}

function ProgramScreen({ companySlug, programId }: { companySlug: string; programId: number }) {
  const { query, offline, syncedAt } = useEmployeeProgramOffline(companySlug, programId);
  return (
    <div className="stack program-page">
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus query={query} errorFor={(error) => (error instanceof ApiError && error.status === 404 ? <ProgramNotFound /> : undefined)}>
        {(detail) => <ProgramView companySlug={companySlug} detail={detail} />}
      </QueryStatus>
    </div>
  );
}

function ProgramNotFound() {
  const { t } = useTranslation('programs');
  return (
    <PageMessage title={t('employee.not_found.title')} body={t('employee.not_found.body')}>
      <RouteLink to="missions.search" className="button button--primary">
        {t('employee.back')}
      </RouteLink>
    </PageMessage>
  );
}

function ProgramView({ companySlug, detail }: { companySlug: string; detail: EmployeeProgramDetail }) {
  const { t } = useTranslation(['programs', 'missions', 'quests']);
  const context = useSpaceContext();
  const me = useSession().data;
  const { program, quests } = detail;
  usePageTitle(program.name);
  const showQuests = quests.length > 0 && me !== undefined && me !== null && hasCompanyFeature(me, context, 'quests');
  return (
    <article className="stack program-view" style={accentStyle(program.colour)}>
      <RouteLink to="missions.search" className="back-link">
        {t('employee.back')}
      </RouteLink>
      <ProgramHero program={program} />
      {program.topMedia && <ProgramMedia media={program.topMedia} className="program-view__media" />}
      {program.quote && <ProgramQuote quote={program.quote} />}
      <MissionSearch
        scope={{ kind: 'employee', companySlug, programId: program.id }}
        title={t('employee.missions_title')}
        titleLevel={2}
        showPinnedFilter
      />
      {showQuests && (
        <section className="stack" aria-labelledby="program-quests">
          <h2 id="program-quests">{t('employee.quests_title')}</h2>
          <ul className="program-quests">
            {quests.map((quest) => (
              <li key={quest.id} className="card program-quests__item">
                <ProgramPicture image={quest.coverImage} thematics={quest.thematics} className="program-quests__picture" />
                <RouteLink to="quests.show" params={{ questId: quest.id, questSlug: quest.slug }} className="program-quests__link">
                  {quest.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {program.bottomMedia && <ProgramMedia media={program.bottomMedia} className="program-view__media" />}
    </article>
  );
}
