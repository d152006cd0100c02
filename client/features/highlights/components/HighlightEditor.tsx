import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HighlightContentItem, HighlightDetail } from '../../../../shared/highlights/highlight-api';
import type { HighlightAction } from '../../../../shared/highlights/highlight.machine';
import { useErrorText } from '../../../lib/error-text';
import { Ltr } from '../../../ui/Bidi';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showFlash, showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { type HighlightOwner, useDeleteHighlight, useHighlight, useHighlightAction } from '../api/manage-highlights';
import { formatHighlightDates } from './format';
import { HighlightForm } from './HighlightForm';
import './highlights.css';

/** The machine's steps in the order the page offers them. */
const ACTIONS: readonly HighlightAction[] = ['prepublish', 'publish', 'unpublish', 'restore', 'archive'];

/**
 * A highlight's page for those who build it (a company's admins, or platform admins for the catalogue): its state and
 * the steps they may take now (the actions the server sent), what employees see of its content, and its form. New
 * (`id` null): the form alone, which leads to the page once saved. Platform admins may also delete it (spec §6).
 */
export function HighlightEditor(props: {
  owner: HighlightOwner;
  id: number | null;
  canDelete: boolean;
  onCreated(id: number): void;
  onLeave(): void;
}) {
  const { t } = useTranslation('highlights');
  if (props.id === null) {
    return (
      <>
        <h1>{props.owner.kind === 'company' ? t('form.create_title') : t('form.create_catalogue_title')}</h1>
        <HighlightForm
          owner={props.owner}
          onSaved={(detail) => {
            showToast('success', t('form.created'));
            props.onCreated(detail.highlight.id);
          }}
          onCancel={props.onLeave}
        />
      </>
    );
  }
  return <ExistingHighlight {...props} id={props.id} />;
}

function ExistingHighlight(props: { owner: HighlightOwner; id: number; canDelete: boolean; onLeave(): void }) {
  const query = useHighlight(props.owner, props.id);
  return <QueryStatus query={query}>{(detail) => <HighlightPanel {...props} detail={detail} />}</QueryStatus>;
}

function HighlightPanel(props: { owner: HighlightOwner; detail: HighlightDetail; canDelete: boolean; onLeave(): void }) {
  const { t, i18n } = useTranslation('highlights');
  const errorText = useErrorText();
  const action = useHighlightAction(props.owner);
  const remove = useDeleteHighlight(props.owner);
  const [confirming, setConfirming] = useState(false);
  // The form starts again from the saved highlight after each step (its key), so it never shows stale content.
  const [formKey, setFormKey] = useState(0);
  const { highlight } = props.detail;
  usePageTitle(highlight.title);
  const dates = formatHighlightDates(highlight, i18n.language);

  const run = (name: HighlightAction) =>
    action.mutate(
      { id: highlight.id, action: name },
      { onSuccess: () => showFlash('success', t(`actions.done.${name}`)), onError: (error) => showFlash('error', errorText(error) ?? '') },
    );
  const destroy = () =>
    remove.mutate(highlight.id, {
      onSuccess: () => {
        showToast('success', t('actions.done.delete'));
        props.onLeave();
      },
      onError: (error) => showFlash('error', errorText(error) ?? ''),
    });

  return (
    <div className="stack">
      <div className="page-header">
        <div className="highlight-editor__title">
          <h1 dir="auto">{highlight.title}</h1>
          {dates && (
            <p className="muted">
              <Ltr>{dates}</Ltr>
            </p>
          )}
        </div>
        <span className={`badge badge--highlight-${highlight.state}`}>{t(`states.${highlight.state}`)}</span>
      </div>
      <div className="actions">
        {ACTIONS.filter((name) => props.detail.availableActions.includes(name)).map((name) => (
          <button key={name} type="button" className={`button${name === 'publish' ? ' button--primary' : ''}`} disabled={action.isPending} onClick={() => run(name)}>
            {t(`actions.${name}`)}
          </button>
        ))}
        {props.canDelete && (
          <button type="button" className="button button--ghost" disabled={remove.isPending} onClick={() => setConfirming(true)}>
            {t('actions.delete')}
          </button>
        )}
      </div>
      <ContentSummary detail={props.detail} />
      <section className="stack" aria-labelledby="highlight-edit-title">
        <h2 id="highlight-edit-title">{t('form.edit_title')}</h2>
        <HighlightForm
          key={`${highlight.id}-${formKey}`}
          owner={props.owner}
          detail={props.detail}
          onSaved={() => {
            showToast('success', t('form.saved'));
            setFormKey((key) => key + 1);
          }}
          onCancel={props.onLeave}
        />
      </section>
      {confirming && (
        <ConfirmDialog
          message={t('actions.delete_confirm', { title: highlight.title })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.keep')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            destroy();
          }}
        />
      )}
    </div>
  );
}

/** What the highlight links, and what of it employees do not see today (left out of their page, never an error). */
function ContentSummary({ detail }: { detail: HighlightDetail }) {
  const { t } = useTranslation('highlights');
  const groups: Array<[string, HighlightContentItem[]]> = [
    [t('form.missions_legend'), detail.missions],
    [t('form.quests_legend'), detail.quests],
    [t('form.challenges_legend'), detail.challenges],
  ];
  const hidden = groups.flatMap(([, items]) => items.filter((item) => !item.shown));
  return (
    <section className="card highlight-summary" aria-labelledby="highlight-summary-title">
      <h2 id="highlight-summary-title">{t('summary.title')}</h2>
      <p className="muted">
        {t('counts.missions', { count: detail.missions.length })} · {t('counts.quests', { count: detail.quests.length })} ·{' '}
        {t('counts.challenges', { count: detail.challenges.length })}
      </p>
      {hidden.length > 0 && (
        <div className="highlight-summary__hidden">
          <p>{t('summary.hidden', { count: hidden.length })}</p>
          <ul>
            {hidden.map((item) => (
              <li key={`${item.id}-${item.title}`}>
                <bdi>{item.title}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
