import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/errors';
import type { ParticipantProjectCallView } from '../../../../shared/project-calls/project-call-api';
import type { ProjectInput } from '../../../../shared/project-calls/project.schema';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { focusFirstError, serverFieldErrors, validateForm } from '../../../lib/form';
import { Field, TextAreaField } from '../../../ui/Field';
import { ImageInput } from '../../../ui/ImageInput';
import { PdfInput } from '../../../ui/PdfInput';
import { type ParticipantDoor, useSaveMyProject } from '../api/project-calls';
import { useItemLabel } from './ProjectCallContent';
import './project-calls.css';

const projectChecker = import('../../../../shared/project-calls/project.schema').then((module) => module.projectInputSchema);

interface Values {
  associationName: string;
  logo: string | null;
  website: string;
  tagline: string;
  userRole: string;
  videoUrl: string;
  heroImage: string | null;
  answers: Record<string, string>;
  attachments: Record<string, string | null>;
}

function initialValues(view: ParticipantProjectCallView): Values {
  const project = view.myProject;
  return {
    associationName: project?.associationName ?? '',
    logo: project?.logo ?? null,
    website: project?.website ?? '',
    tagline: project?.tagline ?? '',
    userRole: project?.userRole ?? '',
    videoUrl: project?.videoUrl ?? '',
    heroImage: project?.heroImage ?? null,
    answers: Object.fromEntries((project?.answers ?? []).map((answer) => [answer.key, answer.answer])),
    attachments: Object.fromEntries((project?.attachments ?? []).map((attachment) => [attachment.key, attachment.file])),
  };
}

const text = (value: string) => (value.trim() === '' ? null : value);

function toInput(values: Values): Record<string, unknown> {
  return {
    associationName: values.associationName,
    logo: values.logo,
    website: text(values.website),
    tagline: text(values.tagline),
    userRole: values.userRole,
    videoUrl: text(values.videoUrl),
    heroImage: values.heroImage,
    answers: Object.entries(values.answers)
      .filter(([, answer]) => answer.trim() !== '')
      .map(([key, answer]) => ({ key, answer })),
    attachments: Object.entries(values.attachments)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([key, file]) => ({ key, file })),
  };
}

/**
 * Spec §3 Project: the project form (association name, logo, website, tagline, role, video link, hero, answers to the
 * call's questions, its attachments as PDF). « Enregistrer » keeps a draft; « Déposer le projet » saves and submits it,
 * after which it no longer changes (spec §8).
 */
export function ProjectForm(props: { door: ParticipantDoor; view: ParticipantProjectCallView; onSubmitted(): void }) {
  const { t } = useTranslation(['project-calls', 'errors']);
  const errorText = useErrorText();
  const itemLabel = useItemLabel();
  const save = useSaveMyProject(props.door, props.view.projectCall.id);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(props.view));
  const [fields, setFields] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [name]: value }));
  };
  const errors = (name: string) => fields[name];
  // The server names a refused answer or file by its position in the list sent (`answers.2.answer`).
  const sent = toInput(values) as { answers: { key: string }[]; attachments: { key: string }[] };
  const answerIndex = (key: string) => sent.answers.findIndex((answer) => answer.key === key);
  const attachmentIndex = (key: string) => sent.attachments.findIndex((attachment) => attachment.key === key);

  const refuse = (next: FieldErrors) => {
    setFields(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const send = async (submit: boolean) => {
    setBanner(null);
    const checked = validateForm(await projectChecker, toInput(values));
    if (!checked.ok) {
      setBanner(t('project_form.invalid'));
      return refuse(checked.fields);
    }
    setFields({});
    try {
      await save.mutateAsync({ input: checked.data as ProjectInput, submit });
      if (submit) props.onSubmitted();
      else setSaved(true);
    } catch (error) {
      const refused = serverFieldErrors(error);
      setBanner(error instanceof ApiError ? errorText(error) : t('errors:UNEXPECTED'));
      refuse(refused);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <form ref={form} className="form project-call-form card" onSubmit={onSubmit} noValidate>
      {banner && (
        <p className="form__error" role="alert">
          {banner}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {t('project_form.saved')}
        </p>
      )}
      <Field label={t('project_form.association_name')} name="associationName" value={values.associationName} maxLength={120} required onChange={(event) => set('associationName', event.target.value)} errors={errors('associationName')} />
      <Field label={t('project_form.user_role')} hint={t('project_form.user_role_hint')} name="userRole" value={values.userRole} maxLength={120} required onChange={(event) => set('userRole', event.target.value)} errors={errors('userRole')} />
      <Field label={t('project_form.tagline')} name="tagline" value={values.tagline} maxLength={200} onChange={(event) => set('tagline', event.target.value)} errors={errors('tagline')} />
      <Field label={t('project_form.website')} name="website" type="url" inputMode="url" value={values.website} onChange={(event) => set('website', event.target.value)} errors={errors('website')} />
      <Field label={t('project_form.video_url')} name="videoUrl" type="url" inputMode="url" value={values.videoUrl} onChange={(event) => set('videoUrl', event.target.value)} errors={errors('videoUrl')} />
      <div data-field="logo">
        <ImageInput label={t('project_form.logo')} value={values.logo} onChange={(url) => set('logo', url)} error={errors('logo')?.join(' ')} />
      </div>
      <div data-field="heroImage">
        <ImageInput label={t('project_form.hero_image')} value={values.heroImage} onChange={(url) => set('heroImage', url)} error={errors('heroImage')?.join(' ')} />
      </div>
      <fieldset>
        <legend>{t('project_form.answers')}</legend>
        {props.view.questions.map((question) => (
          <TextAreaField
            key={question.key}
            label={`${itemLabel(question, 'question')}${question.required ? ' *' : ''}`}
            name={`answers.${question.key}`}
            value={values.answers[question.key] ?? ''}
            onChange={(event) => set('answers', { ...values.answers, [question.key]: event.target.value })}
            errors={errors(`answers.${answerIndex(question.key)}.answer`)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('project_form.attachments')}</legend>
        {props.view.attachments.map((attachment) => (
          <PdfInput
            key={attachment.key}
            label={`${itemLabel(attachment, 'attachment')}${attachment.required ? ' *' : ''}`}
            value={values.attachments[attachment.key] ?? null}
            onChange={(file) => set('attachments', { ...values.attachments, [attachment.key]: file })}
            errors={errors(`attachments.${attachmentIndex(attachment.key)}.file`)}
          />
        ))}
      </fieldset>
      <p className="form__hint">{t('project_form.submit_hint')}</p>
      <div className="actions">
        <button type="button" className="button" disabled={save.isPending} onClick={() => void send(false)}>
          {t('project_form.save_draft')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('project_form.submit')}
        </button>
      </div>
    </form>
  );
}
