import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { EMAIL_CODE_LENGTH } from '../../../../shared/validation/inputs';
import { buildPath } from '../../../../shared/routes';
import { participantViewQueryOptions, requestExternalCode, signInWithCode, useParticipantView, useShareLink } from '../../../features/project-calls/api/project-calls';
import { MyProjectBox } from '../../../features/project-calls/components/ParticipantPanel';
import { PhaseBadge } from '../../../features/project-calls/components/PhaseBadge';
import { ProjectCallContent } from '../../../features/project-calls/components/ProjectCallContent';
import { sessionQueryOptions, useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { Field } from '../../../ui/Field';
import { showToast } from '../../../ui/notifications';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';

// The project's form (its file inputs and upload rules) comes only to a signed-in participant who may still write:
// a visitor reading the call does not load it (the page's budget, issue 13).
const ProjectForm = lazy(() => import('../../../features/project-calls/components/ProjectForm').then((m) => ({ default: m.ProjectForm })));

const PUBLIC = { type: 'public' } as const;
const EXTERNAL = { kind: 'external' } as const;

/** `/appel-a-projets/partage/{shareId}`: the public link of an external call leads to its page. */
export function ProjectCallSharePage() {
  const { t } = useTranslation('project-calls');
  const shareId = useParams().shareId!;
  const link = useShareLink(shareId);
  usePageTitle(t('external.title'));
  if (link.data) return <Navigate to={buildPath('projectCalls.external', PUBLIC, { ...link.data })} replace />;
  if (link.isError) return <PageMessage title={t('external.not_found_title')} body={t('external.not_found')} />;
  return <PageLoading />;
}

/**
 * `/appel-a-projets/{companySlug}/{id}`: an external call for anyone: its content and phase; signed in, the person's
 * own project, written and submitted here (never anyone else's).
 */
export function ExternalProjectCallPage() {
  const { t } = useTranslation('project-calls');
  const params = useParams();
  const companySlug = params.companySlug!;
  const id = Number(params.projectCallId);
  const session = useSession();
  const query = useParticipantView(EXTERNAL, id);
  const [submitted, setSubmitted] = useState(false);
  usePageTitle(query.data?.projectCall.title ?? t('external.title'));
  if (!Number.isInteger(id) || id <= 0) return <PageMessage title={t('external.not_found_title')} body={t('external.not_found')} />;
  return (
    <div className="project-call-page page-narrow">
      <QueryStatus query={query} errorFor={(error) => error instanceof ApiError && error.status === 404 && <PageMessage title={t('external.not_found_title')} body={t('external.not_found')} />}>
        {(view) => (
          <>
            <header className="page-header">
              <div>
                <p className="muted">{view.projectCall.companyName}</p>
                <h1>{view.projectCall.title}</h1>
                <PhaseBadge timing={view} />
              </div>
            </header>
            {session.data ? (
              <>
                {submitted && (
                  <p className="notice" role="status">
                    {t('project_form.submitted')}
                  </p>
                )}
                <MyProjectBox view={view} editLink={null} />
                {view.edit.allowed && (
                  <section aria-labelledby="external-form">
                    <h2 id="external-form">{t('project_form.title')}</h2>
                    <Suspense fallback={<PageLoading />}>
                      <ProjectForm door={EXTERNAL} view={view} onSubmitted={() => setSubmitted(true)} />
                    </Suspense>
                  </section>
                )}
              </>
            ) : (
              view.phase === 'submission' && (
                <section className="card" aria-labelledby="external-join">
                  <h2 id="external-join">{t('external.join_title')}</h2>
                  <p>{t('external.join_intro')}</p>
                  <RouteLink to="projectCalls.externalLogin" context={PUBLIC} params={{ companySlug, projectCallId: id }} className="button button--primary">
                    {t('external.join')}
                  </RouteLink>
                </section>
              )
            )}
            <ProjectCallContent call={view.projectCall} questions={view.questions} attachments={view.attachments} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}

/**
 * `/appel-a-projets/{companySlug}/{id}/connexion`: a person outside the company gives their address, receives a
 * 6-digit code by e-mail and is signed in with it (no password), then comes back to the call.
 */
export function ExternalProjectCallLoginPage() {
  const { t, i18n } = useTranslation(['project-calls', 'errors']);
  const params = useParams();
  const companySlug = params.companySlug!;
  const id = Number(params.projectCallId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'otp' | null; message: string } | null>(null);
  usePageTitle(t('external.login_title'));
  const back = buildPath('projectCalls.external', PUBLIC, { companySlug, projectCallId: id });

  const fail = (caught: unknown, field: 'email' | 'otp') => {
    const fields = caught instanceof ApiError ? caught.fields : {};
    const message = fields[field]?.join(' ') ?? (caught instanceof ApiError ? errorText(caught) : null) ?? t('errors:UNEXPECTED');
    setError({ field: fields[field] ? field : null, message });
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestExternalCode(id, email.trim().toLowerCase(), i18n.language);
      setStep('code');
    } catch (caught) {
      fail(caught, 'email');
    } finally {
      setBusy(false);
    }
  };

  const checkCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInWithCode(email.trim().toLowerCase(), code.trim());
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: participantViewQueryOptions(EXTERNAL, id).queryKey });
      showToast('success', t('external.signed_in'));
      navigate(back);
    } catch (caught) {
      fail(caught, 'otp');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="project-call-page page-narrow">
      <RouteLink to="projectCalls.external" context={PUBLIC} params={{ companySlug, projectCallId: id }} className="back-link">
        {t('back_to_call')}
      </RouteLink>
      <h1>{t('external.login_title')}</h1>
      {step === 'email' ? (
        <form className="form card" onSubmit={sendCode} noValidate>
          <p>{t('external.login_intro')}</p>
          {error && error.field === null && (
            <p className="form__error" role="alert">
              {error.message}
            </p>
          )}
          <Field
            label={t('external.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            errors={error?.field === 'email' ? [error.message] : undefined}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('external.send_code')}
          </button>
        </form>
      ) : (
        <form className="form card" onSubmit={checkCode} noValidate>
          <p role="status">{t('external.code_sent', { email })}</p>
          {error && error.field === null && (
            <p className="form__error" role="alert">
              {error.message}
            </p>
          )}
          <Field
            label={t('external.code')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            errors={error?.field === 'otp' ? [error.message] : undefined}
          />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('external.sign_in')}
            </button>
            <button type="button" className="button" onClick={() => setStep('email')} disabled={busy}>
              {t('external.other_email')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

