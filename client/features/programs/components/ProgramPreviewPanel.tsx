import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionCard } from '../../../../shared/missions/mission-search.schema';
import type { ProgramMissionsPreview } from '../../../../shared/programs/program-api.schema';

/**
 * The missions a selection holds now for the company's employees: how many, and the first cards. Criteria that let
 * nothing through show the empty state, never an error. `renderMission` draws a card (the missions' own, given by the
 * page that composes the form).
 */
export function ProgramPreviewPanel(props: {
  preview: UseQueryResult<ProgramMissionsPreview> | { data: ProgramMissionsPreview; isFetching: false; isError: false };
  manual: boolean;
  renderMission(mission: MissionCard): ReactNode;
  headingId: string;
}) {
  const { t } = useTranslation('programs');
  const { data, isFetching, isError } = props.preview;
  return (
    <section className="card stack program-preview" aria-labelledby={props.headingId} aria-busy={isFetching}>
      <h2 id={props.headingId}>{t('preview.title')}</h2>
      {data === undefined ? (
        isError ? (
          <p className="muted" role="status">
            {t('preview.unavailable')}
          </p>
        ) : (
          <p className="muted" role="status">
            {t('preview.loading')}
          </p>
        )
      ) : data.total === 0 ? (
        <div className="page-state program-preview__empty" role="status">
          <img src="/illustrations/thematics/environment.svg" alt="" width={120} height={90} />
          <h3>{t('preview.empty_title')}</h3>
          <p className="muted">{props.manual ? t('preview.empty_manual') : t('preview.empty_body')}</p>
        </div>
      ) : (
        <>
          <p className="program-preview__count" role="status" aria-live="polite">
            {t('preview.count', { count: data.total })}
          </p>
          <ul className="program-preview__cards">
            {data.missions.map((mission) => (
              <li key={mission.id}>{props.renderMission(mission)}</li>
            ))}
          </ul>
          {data.total > data.missions.length && <p className="muted">{t('preview.more', { count: data.total - data.missions.length })}</p>}
          <p className="muted">{t('preview.hint')}</p>
        </>
      )}
    </section>
  );
}
