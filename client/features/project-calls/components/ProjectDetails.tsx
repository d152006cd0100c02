import { useTranslation } from 'react-i18next';
import type { ResolvedItem } from '../../../../shared/project-calls/project-call.rules';
import type { Project } from '../../../../shared/project-calls/project.schema';
import { useItemLabel } from './ProjectCallContent';
import './project-calls.css';

/** A project as written by its holder (spec §3 Project): its presentation, its answers and its files. */
export function ProjectDetails({ project, questions, attachments }: { project: Project; questions: ResolvedItem[]; attachments: ResolvedItem[] }) {
  const { t } = useTranslation('project-calls');
  const itemLabel = useItemLabel();
  const answers = new Map(project.answers.map((answer) => [answer.key, answer.answer]));
  const files = new Map(project.attachments.map((attachment) => [attachment.key, attachment.file]));
  return (
    <div className="stack">
      {project.heroImage && <img className="project-call-hero" src={project.heroImage} alt="" width={1200} height={800} />}
      <div className="project-card__title">
        {project.logo && <img className="project-card__logo" src={project.logo} alt="" width={42} height={42} />}
        <h2>{project.associationName}</h2>
      </div>
      {project.tagline && <p className="lead">{project.tagline}</p>}
      <dl>
        <dt>{t('project.user_role')}</dt>
        <dd>{project.userRole}</dd>
        {project.website && (
          <>
            <dt>{t('project.website')}</dt>
            <dd>
              <a href={project.website} target="_blank" rel="noopener noreferrer">
                {project.website}
              </a>
            </dd>
          </>
        )}
        {project.videoUrl && (
          <>
            <dt>{t('project.video')}</dt>
            <dd>
              <a href={project.videoUrl} target="_blank" rel="noopener noreferrer">
                {project.videoUrl}
              </a>
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="project-answers">
        <h2 id="project-answers">{t('project.answers')}</h2>
        {questions
          .filter((question) => answers.has(question.key))
          .map((question) => (
            <div key={question.key}>
              <h3>{itemLabel(question, 'question')}</h3>
              <p style={{ whiteSpace: 'pre-line' }}>{answers.get(question.key)}</p>
            </div>
          ))}
      </section>
      {files.size > 0 && (
        <section aria-labelledby="project-files">
          <h2 id="project-files">{t('project.attachments')}</h2>
          <ul>
            {attachments
              .filter((attachment) => files.has(attachment.key))
              .map((attachment) => (
                <li key={attachment.key}>
                  <a href={files.get(attachment.key)} download>
                    {itemLabel(attachment, 'attachment')}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      )}
    </div>
  );
}
