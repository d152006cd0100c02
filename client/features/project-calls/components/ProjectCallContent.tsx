import { useTranslation } from 'react-i18next';
import type { ProjectCall } from '../../../../shared/project-calls/project-call.schema';
import type { ResolvedItem } from '../../../../shared/project-calls/project-call.rules';
import { formatParisInstant } from './format';

type Content = Pick<ProjectCall, 'title' | 'subtitle' | 'description' | 'heroImage' | 'topMedia' | 'steps' | 'eligibilityCriteria' | 'faq' | 'testimonial'> & {
  settings: Pick<ProjectCall['settings'], 'submissionStartsAt' | 'submissionEndsAt' | 'voteStartsAt' | 'voteEndsAt' | 'resultsStartsAt' | 'resultsEndsAt'>;
};

/** What a question or an attachment asks: the call's own label, or the fixed mandatory one's translation. */
export function useItemLabel() {
  const { t } = useTranslation('project-calls');
  return (item: ResolvedItem, kind: 'question' | 'attachment') =>
    item.label ?? t(kind === 'question' ? `mandatory_questions.${item.key}` : `mandatory_attachments.${item.key}`);
}

/** The phases' dates, in Paris time. */
export function ProjectCallDates({ settings }: { settings: Content['settings'] }) {
  const { t, i18n } = useTranslation('project-calls');
  const when = (iso: string) => formatParisInstant(iso, i18n.language);
  const rows: Array<[string, string, string]> = [[t('dates.submission'), settings.submissionStartsAt, settings.submissionEndsAt]];
  if (settings.voteStartsAt && settings.voteEndsAt) rows.push([t('dates.vote'), settings.voteStartsAt, settings.voteEndsAt]);
  if (settings.resultsStartsAt && settings.resultsEndsAt) rows.push([t('dates.results'), settings.resultsStartsAt, settings.resultsEndsAt]);
  return (
    <dl className="project-call-dates">
      {rows.map(([label, from, to]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{t('dates.range', { from: when(from), to: when(to) })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A call's presentation (spec §3): hero, subtitle, description, top media, steps, eligibility, FAQ, testimonial. */
export function ProjectCallContent({ call, questions, attachments }: { call: Content; questions?: ResolvedItem[]; attachments?: ResolvedItem[] }) {
  const { t } = useTranslation('project-calls');
  const itemLabel = useItemLabel();
  return (
    <div className="stack">
      {call.heroImage && <img className="project-call-hero" src={call.heroImage} alt="" width={1200} height={800} />}
      {call.subtitle && <p className="lead">{call.subtitle}</p>}
      <ProjectCallDates settings={call.settings} />
      {call.description && <p style={{ whiteSpace: 'pre-line' }}>{call.description}</p>}
      {call.topMedia && <img className="project-call-hero" src={call.topMedia} alt="" width={1200} height={800} loading="lazy" />}
      {call.steps.length > 0 && (
        <section aria-labelledby="project-call-steps">
          <h2 id="project-call-steps">{t('content.steps')}</h2>
          <ol>
            {call.steps.map((step, index) => (
              <li key={index}>
                <strong>{step.title}</strong>
                {step.description && <p className="muted">{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {(call.eligibilityCriteria.length > 0 || questions || attachments) && (
        <section aria-labelledby="project-call-requirements">
          <h2 id="project-call-requirements">{t('content.requirements')}</h2>
          {call.eligibilityCriteria.length > 0 && (
            <>
              <h3>{t('content.eligibility')}</h3>
              <ul>
                {call.eligibilityCriteria.map((criterion, index) => (
                  <li key={index}>{criterion}</li>
                ))}
              </ul>
            </>
          )}
          {questions && (
            <>
              <h3>{t('content.questions')}</h3>
              <ul>
                {questions.map((item) => (
                  <li key={item.key}>
                    {itemLabel(item, 'question')}
                    {item.required && <span className="muted"> {t('content.required')}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
          {attachments && (
            <>
              <h3>{t('content.attachments')}</h3>
              <ul>
                {attachments.map((item) => (
                  <li key={item.key}>
                    {itemLabel(item, 'attachment')}
                    {item.required && <span className="muted"> {t('content.required')}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {call.faq.length > 0 && (
        <section aria-labelledby="project-call-faq">
          <h2 id="project-call-faq">{t('content.faq')}</h2>
          {call.faq.map((entry, index) => (
            <details key={index}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      )}
      {call.testimonial && (
        <figure className="card">
          <blockquote>{call.testimonial.content}</blockquote>
          <figcaption className="muted">{call.testimonial.author}</figcaption>
        </figure>
      )}
    </div>
  );
}
