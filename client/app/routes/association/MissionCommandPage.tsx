import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { contextFromPath } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import { useMission } from '../../../features/missions/api/get-mission';
import { type MissionCommand, useMissionCommand } from '../../../features/missions/api/manage-mission';
import { missionScopeFor } from '../../../features/missions/api/mission-scope';
import { useErrorText } from '../../../lib/error-text';
import { showFlash } from '../../../ui/notifications';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { useOnline } from '../../../lib/online';
import { useSpaceContext } from '../../../lib/space';
import { missionErrorPage } from './mission-pages';

type PageCommand = Exclude<MissionCommand, 'publish'>;

/**
 * `/missions/{id}/dupliquer`, `/depublier` and `/archiver`: confirm, act, then
 * go to the resulting mission (the copy, for a duplicate).
 */
function MissionCommandScreen({ command }: { command: PageCommand }) {
  const { t } = useTranslation('missions');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const online = useOnline();
  const scope = missionScopeFor(useSpaceContext());
  const id = Number(useParams().missionId);
  const mission = useMission(scope ?? { kind: 'association', slug: '' }, id);
  const run = useMissionCommand(scope ?? { kind: 'association', slug: '' });
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t(`command.${command}.title`));
  if (!scope) return <PageMessage title={t(`command.${command}.title`)} />;

  const confirm = (title: string) => {
    setError(null);
    run.mutate(
      { id, command },
      {
        onSuccess: (detail) => {
          showFlash('success', t(`command.${command}.done`, { title }));
          navigate(buildPath('missions.show', contextFromPath(window.location.pathname), { missionId: detail.mission.id }), { replace: true });
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <QueryStatus query={mission} errorFor={missionErrorPage}>
      {(detail) => (
        <section className="card card--narrow stack">
          <h1>{t(`command.${command}.title`)}</h1>
          <p>{t(`command.${command}.question`, { title: detail.mission.title })}</p>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          {!online && <p className="form__hint">{t('form.offline_save')}</p>}
          <div className="actions">
            <button type="button" className="button button--primary" disabled={run.isPending || !online} onClick={() => confirm(detail.mission.title)}>
              {t(`command.${command}.confirm`)}
            </button>
            <RouteLink to="missions.show" params={{ missionId: id }} className="button">
              {t('command.cancel')}
            </RouteLink>
          </div>
        </section>
      )}
    </QueryStatus>
  );
}

export const DuplicateMissionPage = () => <MissionCommandScreen command="duplicate" />;
export const UnpublishMissionPage = () => <MissionCommandScreen command="unpublish" />;
export const ArchiveMissionPage = () => <MissionCommandScreen command="archive" />;
