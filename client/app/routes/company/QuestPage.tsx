import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { QuestAction } from '../../../../shared/quests/quest.machine';
import type { CompanyQuestDetail } from '../../../../shared/quests/quest-api.schema';
import { buildPath } from '../../../../shared/routes';
import { useErrorText } from '../../../lib/error-text';
import { useDownload } from '../../../lib/use-download';
import { levelAchievementsExportPath, questAchievementsExportPath, useCompanyQuest, useQuestAction } from '../../../features/quests/api/company-quests';
import { QuestPreview } from '../../../features/quests/components/QuestPreview';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import '../../../features/quests/components/quests.css';

/** The quest machine's steps, in the order the page offers them; `delete` asks first. */
const ACTIONS: readonly QuestAction[] = ['publish', 'deactivate', 'restore', 'archive', 'delete'];

/** `/entreprise/{slug}/defis/{id}`: a quest's page for the company: state and actions, figures, levels, downloads, preview. */
export function QuestPage() {
  const params = useParams();
  const questId = Number(params.questId);
  if (!Number.isInteger(questId) || questId <= 0) return <NotFoundPage />;
  return <QuestScreen companySlug={params.companySlug!} questId={questId} />;
}

function QuestScreen({ companySlug, questId }: { companySlug: string; questId: number }) {
  const query = useCompanyQuest(companySlug, questId);
  return <QueryStatus query={query}>{(detail) => <QuestDetail companySlug={companySlug} detail={detail} />}</QueryStatus>;
}

function QuestDetail({ companySlug, detail }: { companySlug: string; detail: CompanyQuestDetail }) {
  const { t } = useTranslation(['quests', 'levels']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const download = useDownload();
  const action = useQuestAction(companySlug);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { quest, levels } = detail;
  usePageTitle(quest.title);

  const run = (name: QuestAction) =>
    action.mutate(
      { id: quest.id, action: name },
      {
        onSuccess: () => {
          showFlash('success', t(`actions.done.${name}`));
          if (name === 'delete') navigate(buildPath('quests.list', { type: 'company', companySlug }));
        },
        onError: (error) => showFlash('error', errorText(error) ?? ''),
      },
    );

  return (
    <div className="stack">
      <RouteLink to="quests.list" className="back-link">
        {t('company.back')}
      </RouteLink>
      <div className="page-header">
        <h1>{quest.title}</h1>
        <span className={`badge badge--quest-${quest.state}`}>{t(`states.${quest.state}`)}</span>
      </div>
      <div className="actions">
        <RouteLink to="quests.update" params={{ questId: quest.id }} className="button">
          {t('actions.edit')}
        </RouteLink>
        {ACTIONS.filter((name) => detail.availableActions.includes(name)).map((name) => (
          <button
            key={name}
            type="button"
            className={`button${name === 'publish' ? ' button--primary' : ''}${name === 'delete' ? ' button--ghost' : ''}`}
            disabled={action.isPending}
            onClick={() => (name === 'delete' ? setConfirmingDelete(true) : run(name))}
          >
            {t(`actions.${name}`)}
          </button>
        ))}
      </div>
      <dl className="quest-figures">
        <div>
          <dt>{t('figures.participants')}</dt>
          <dd>{quest.participantsCount}</dd>
        </div>
        <div>
          <dt>{t('figures.levels')}</dt>
          <dd>{levels.length}</dd>
        </div>
        <div>
          <dt>{t('figures.points')}</dt>
          <dd>{quest.points}</dd>
        </div>
      </dl>
      <section className="card stack" aria-labelledby="quest-levels-admin">
        <div className="page-header">
          <h2 id="quest-levels-admin">{t('levels.title')}</h2>
          <button type="button" className="button button--small" onClick={() => download(questAchievementsExportPath(companySlug, quest.id), `quete-${quest.id}-participations.xlsx`)}>
            {t('exports.quest')}
          </button>
        </div>
        {levels.length === 0 ? (
          <p className="muted">{t('levels.none')}</p>
        ) : (
          <ol className="wizard-levels">
            {levels.map((level) => (
              <li key={level.id} className="wizard-levels__item">
                <div className="wizard-levels__text">
                  <RouteLink to="levels.update" params={{ questId: quest.id, levelId: level.id }}>
                    {level.title}
                  </RouteLink>
                  <span className="muted">
                    {level.answerType ? t(`levels:answer_types.${level.answerType}`) : t('level_form.no_question')} · {t('points', { count: level.rewardPoints })} ·{' '}
                    {t('answers_count', { count: level.answersCount })}
                  </span>
                </div>
                <button type="button" className="button button--small" onClick={() => download(levelAchievementsExportPath(companySlug, level.id), `niveau-${level.id}-reponses.xlsx`)}>
                  {t('exports.level')}
                  <span className="visually-hidden"> {level.title}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="stack" aria-labelledby="quest-preview">
        <h2 id="quest-preview">{t('wizard.preview')}</h2>
        <QuestPreview detail={detail} />
      </section>
      {confirmingDelete && (
        <ConfirmDialog
          message={t('actions.delete_confirm', { title: quest.title })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.keep')}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            run('delete');
          }}
        />
      )}
    </div>
  );
}
