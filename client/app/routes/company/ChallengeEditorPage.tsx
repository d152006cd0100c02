import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { useCompanyChallenge } from '../../../features/challenges/api/get-company-challenges';
import { ChallengeForm } from '../../../features/challenges/components/ChallengeForm';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useSpaceContext } from '../../../lib/space';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/evenements/creer` and `/entreprise/{slug}/evenements/{id}/editer`: the event form. */
export function ChallengeEditorPage() {
  const { t } = useTranslation('challenges');
  const params = useParams();
  const slug = params.companySlug!;
  const id = params.challengeId ? Number(params.challengeId) : null;
  usePageTitle(id === null ? t('form.create_title') : t('form.edit_title'));
  const context = useSpaceContext();
  const me = useSession().data!;
  const navigate = useNavigate();
  if (!canManageSpace(me, context)) return <ForbiddenPage />;
  const back = () => navigate(buildPath('challenges.index', context));
  const done = (created: boolean) => () => {
    showToast('success', t(created ? 'form.created' : 'form.updated'));
    back();
  };
  return (
    <div className="events-page">
      <h1>{id === null ? t('form.create_title') : t('form.edit_title')}</h1>
      {id === null ? (
        <ChallengeForm companySlug={slug} onDone={done(true)} onCancel={back} />
      ) : Number.isInteger(id) && id > 0 ? (
        <ExistingChallenge slug={slug} id={id} onDone={done(false)} onCancel={back} />
      ) : (
        <p role="alert">{t('form.load_error')}</p>
      )}
    </div>
  );
}

function ExistingChallenge(props: { slug: string; id: number; onDone(): void; onCancel(): void }) {
  const challenge = useCompanyChallenge(props.slug, props.id);
  return (
    <QueryStatus query={challenge}>
      {(data) => <ChallengeForm companySlug={props.slug} challenge={data.challenge} onDone={props.onDone} onCancel={props.onCancel} />}
    </QueryStatus>
  );
}
