import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Level } from '../../../../shared/levels/level.schema';
import type { CompanyQuestDetail } from '../../../../shared/quests/quest-api.schema';
import { buildPath } from '../../../../shared/routes';
import { useErrorText } from '../../../lib/error-text';
import { useCompanyQuest, useDeleteLevel, useQuestAction, useSaveQuest } from '../../../features/quests/api/company-quests';
import { LevelForm } from '../../../features/quests/components/LevelForm';
import { QuestForm } from '../../../features/quests/components/QuestForm';
import { QuestPreview } from '../../../features/quests/components/QuestPreview';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showFlash } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { SidePanel, usePanel } from '../../../ui/SidePanel';
import '../../../features/quests/components/quests.css';

const STEPS = ['presentation', 'defis', 'publication'] as const;
type Step = (typeof STEPS)[number];

/**
 * `/entreprise/{slug}/defis/creer` and `/defis/{id}/editer`: the quest wizard in three steps, « Présentation »,
 * « Ajout des défis » (the levels; one opens in the side panel, `?panel-level={levelId}`), « Publication ».
 */
export function QuestWizardPage() {
  const { t } = useTranslation('quests');
  const params = useParams();
  const companySlug = params.companySlug!;
  const questId = params.questId ? Number(params.questId) : null;
  usePageTitle(questId === null ? t('wizard.create_title') : t('wizard.edit_title'));
  if (questId === null || !Number.isInteger(questId)) return <Wizard companySlug={companySlug} detail={undefined} />;
  return <ExistingQuestWizard companySlug={companySlug} questId={questId} />;
}

function ExistingQuestWizard({ companySlug, questId }: { companySlug: string; questId: number }) {
  const query = useCompanyQuest(companySlug, questId);
  return <QueryStatus query={query}>{(detail) => <Wizard companySlug={companySlug} detail={detail} />}</QueryStatus>;
}

function Wizard({ companySlug, detail }: { companySlug: string; detail: CompanyQuestDetail | undefined }) {
  const { t } = useTranslation('quests');
  const navigate = useNavigate();
  const requested = useSearchParams()[0].get('etape') as Step | null;
  // Levels and publication need the quest to exist: a new quest starts with its presentation.
  const step: Step = detail && requested && STEPS.includes(requested) ? requested : 'presentation';
  const context = { type: 'company' as const, companySlug };
  const goTo = (next: Step, questId = detail?.quest.id) => {
    if (questId !== undefined) navigate(buildPath('quests.update', context, { questId }, { etape: next }));
  };

  return (
    <div className="stack quest-wizard">
      <RouteLink to={detail ? 'quests.show' : 'quests.list'} params={detail ? { questId: detail.quest.id } : undefined} className="back-link">
        {detail ? t('wizard.back_to_quest') : t('company.back')}
      </RouteLink>
      <h1>{detail ? detail.quest.title : t('wizard.create_title')}</h1>
      <nav aria-label={t('wizard.steps_label')}>
        <ol className="wizard-steps">
          {STEPS.map((name, index) => (
            <li key={name} className={`wizard-steps__step${name === step ? ' wizard-steps__step--current' : ''}`}>
              <button type="button" className="wizard-steps__button" disabled={!detail} aria-current={name === step ? 'step' : undefined} onClick={() => goTo(name)}>
                <span className="wizard-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                {t(`wizard.steps.${name}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === 'presentation' && <QuestForm companySlug={companySlug} detail={detail} onSaved={(saved) => goTo('defis', saved.quest.id)} />}
      {step === 'defis' && detail && <LevelsStep companySlug={companySlug} detail={detail} onNext={() => goTo('publication')} />}
      {step === 'publication' && detail && <PublishStep companySlug={companySlug} detail={detail} />}
    </div>
  );
}

function LevelsStep({ companySlug, detail, onNext }: { companySlug: string; detail: CompanyQuestDetail; onNext(): void }) {
  const { t } = useTranslation(['quests', 'levels']);
  const errorText = useErrorText();
  const panel = usePanel('level');
  const [adding, setAdding] = useState(detail.levels.length === 0);
  const [deleting, setDeleting] = useState<Level | null>(null);
  const remove = useDeleteLevel(companySlug, detail.quest.id);
  const saveQuest = useSaveQuest(companySlug);
  const { quest, levels } = detail;
  const editing = levels.find((level) => String(level.id) === panel.id);

  const move = (index: number, by: -1 | 1) => {
    const ids = levels.map((level) => level.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    const input = {
      title: quest.title,
      slug: quest.slug,
      description: quest.description,
      coverImage: quest.coverImage,
      thematics: quest.thematics,
      goals: quest.goals,
      partners: quest.partners,
      levelIds: ids,
    };
    saveQuest.mutate({ id: quest.id, input }, { onError: (error) => showFlash('error', errorText(error) ?? '') });
  };

  return (
    <section className="stack" aria-labelledby="wizard-levels">
      <h2 id="wizard-levels">{t('wizard.levels_title')}</h2>
      <p className="muted">{t('wizard.levels_intro')}</p>
      {levels.length > 0 && (
        <ol className="wizard-levels">
          {levels.map((level, index) => (
            <li key={level.id} className="card wizard-levels__item">
              <div className="wizard-levels__text">
                <strong>
                  {index + 1}. {level.title}
                </strong>
                <span className="muted">
                  {level.answerType ? t(`levels:answer_types.${level.answerType}`) : t('level_form.no_question')} · {t('points', { count: level.rewardPoints })} ·{' '}
                  {t('answers_count', { count: level.answersCount })}
                </span>
              </div>
              <div className="wizard-levels__actions">
                <button type="button" className="button button--small" disabled={index === 0 || saveQuest.isPending} onClick={() => move(index, -1)}>
                  {t('wizard.move_up')}
                  <span className="visually-hidden"> {level.title}</span>
                </button>
                <button type="button" className="button button--small" disabled={index === levels.length - 1 || saveQuest.isPending} onClick={() => move(index, 1)}>
                  {t('wizard.move_down')}
                  <span className="visually-hidden"> {level.title}</span>
                </button>
                <button type="button" className="button button--small" onClick={() => panel.open(level.id)}>
                  {t('wizard.edit_level')}
                  <span className="visually-hidden"> {level.title}</span>
                </button>
                <button type="button" className="button button--small button--ghost" onClick={() => setDeleting(level)}>
                  {t('wizard.delete_level')}
                  <span className="visually-hidden"> {level.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {adding ? (
        <div className="card">
          <h3>{t('level_form.new_title')}</h3>
          <LevelForm companySlug={companySlug} questId={quest.id} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('wizard.add_level')}
        </button>
      )}
      <div className="actions">
        <button type="button" className="button button--primary" disabled={levels.length === 0} onClick={onNext}>
          {t('wizard.to_publication')}
        </button>
        {levels.length === 0 && <span className="muted">{t('wizard.needs_a_level')}</span>}
      </div>
      <SidePanel name="level" title={editing ? editing.title : t('level_form.edit_title')}>
        {() =>
          editing ? (
            <LevelForm key={editing.id} companySlug={companySlug} questId={quest.id} level={editing} onSaved={panel.close} onCancel={panel.close} />
          ) : (
            <p>{t('levels.not_found')}</p>
          )
        }
      </SidePanel>
      {deleting && (
        <ConfirmDialog
          message={t('wizard.delete_level_confirm', { title: deleting.title })}
          confirmLabel={t('wizard.delete_level')}
          cancelLabel={t('wizard.keep_level')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const level = deleting;
            setDeleting(null);
            remove.mutate(level.id, { onError: (error) => showFlash('error', errorText(error) ?? '') });
          }}
        />
      )}
    </section>
  );
}

function PublishStep({ companySlug, detail }: { companySlug: string; detail: CompanyQuestDetail }) {
  const { t } = useTranslation('quests');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const action = useQuestAction(companySlug);
  const { quest, levels } = detail;
  const checks = [
    { key: 'cover', ok: quest.coverImage !== null },
    { key: 'levels', ok: levels.length > 0 },
  ];
  const toQuest = () => navigate(buildPath('quests.show', { type: 'company', companySlug }, { questId: quest.id }));
  const publish = () =>
    action.mutate(
      { id: quest.id, action: 'publish' },
      {
        onSuccess: () => {
          showFlash('success', t('wizard.published'));
          toQuest();
        },
        onError: (error) => showFlash('error', errorText(error) ?? ''),
      },
    );
  return (
    <section className="stack" aria-labelledby="wizard-publication">
      <h2 id="wizard-publication">{t('wizard.publication_title')}</h2>
      <ul className="wizard-checks">
        {checks.map((check) => (
          <li key={check.key} className={check.ok ? 'wizard-checks__ok' : 'wizard-checks__missing'}>
            <span aria-hidden="true">{check.ok ? '✓' : '•'}</span> {t(`wizard.checks.${check.key}${check.ok ? '' : '_missing'}`)}
          </li>
        ))}
      </ul>
      <h3>{t('wizard.preview')}</h3>
      <QuestPreview detail={detail} />
      <div className="actions">
        {detail.availableActions.includes('publish') ? (
          <button type="button" className="button button--primary" disabled={action.isPending || levels.length === 0} onClick={publish}>
            {t('actions.publish')}
          </button>
        ) : (
          <p className="muted">{t('wizard.state_now', { state: t(`states.${quest.state}`) })}</p>
        )}
        <button type="button" className="button" onClick={toQuest}>
          {quest.state === 'draft' ? t('wizard.keep_draft') : t('wizard.done')}
        </button>
      </div>
    </section>
  );
}
