import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Loads when the employee opens it: the mission page shows without the colleague search.
const InviteColleaguesSheet = lazy(() => import('./InviteColleaguesSheet').then((module) => ({ default: module.InviteColleaguesSheet })));
import { buildPath } from '../../../../../shared/routes';

/** The mission's page in the employee space, without a query (a date picked, a tab): the link colleagues receive. */
function missionUrl(companySlug: string, missionId: number, missionSlug: string): string {
  return new URL(buildPath('missions.show', { type: 'employee', companySlug }, { missionId, missionSlug }), window.location.origin).toString();
}

/**
 * « Partager » and « Inviter des collègues » on an employee's mission page
 * (spec §2 'share/invite colleagues modals, user picker'): the phone's share
 * sheet where there is one, else the link copied; the invitation picks
 * colleagues of the same company, who are each mailed the link.
 */
export function ShareMission(props: { companySlug: string; missionId: number; missionSlug: string; title: string }) {
  const { t } = useTranslation('missions');
  const [inviting, setInviting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const share = async () => {
    const url = missionUrl(props.companySlug, props.missionId, props.missionSlug);
    setStatus(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: props.title, text: t('discovery.share.share_text', { title: props.title }), url });
        return;
      } catch (error) {
        // Closed by the user: nothing to say. Refused by the browser: the link is copied instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('discovery.share.copied'));
    } catch {
      setStatus(t('discovery.share.copy_failed', { url }));
    }
  };

  return (
    <div className="mission-share">
      <div className="mission-share__buttons">
        <button type="button" className="button button--small" onClick={share}>
          {t('discovery.share.share')}
        </button>
        <button type="button" className="button button--small" aria-haspopup="dialog" onClick={() => setInviting(true)}>
          {t('discovery.share.invite')}
        </button>
      </div>
      <p className="mission-share__status" role="status">
        {status}
      </p>
      {inviting && (
        <Suspense fallback={null}>
          <InviteColleaguesSheet
            companySlug={props.companySlug}
            missionId={props.missionId}
            onClose={() => setInviting(false)}
            onSent={(count) => {
              setInviting(false);
              setStatus(t('discovery.invite.sent', { count }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
