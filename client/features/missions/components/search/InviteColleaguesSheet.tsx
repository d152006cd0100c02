import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLEAGUE_SEARCH_MIN, type Colleague, MAX_INVITED_COLLEAGUES } from '../../../../../shared/missions/mission-invitation.schema';
import { ApiError } from '../../../../lib/api';
import { useOnline } from '../../../../lib/online';
import { BottomSheet } from '../../../../ui/BottomSheet';
import { Field } from '../../../../ui/Field';
import { useColleagueSearch, useInviteColleagues } from '../../api/invite-colleagues';

/** Invite colleagues of the same company to a mission: each is mailed its link. */
export function InviteColleaguesSheet(props: { companySlug: string; missionId: number; onClose(): void; onSent(count: number): void }) {
  const { t } = useTranslation(['missions', 'errors']);
  const online = useOnline({ withBrowser: true });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Colleague[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const search = useColleagueSearch(props.companySlug, text);
  const invite = useInviteColleagues(props.companySlug, props.missionId);
  const typedEnough = text.trim().length >= COLLEAGUE_SEARCH_MIN;
  const matches = (search.data?.colleagues ?? []).filter((colleague) => !picked.some((other) => other.id === colleague.id));
  const full = picked.length >= MAX_INVITED_COLLEAGUES;

  const send = () => {
    setFailure(null);
    invite.mutate(
      picked.map((colleague) => colleague.id),
      {
        onSuccess: (result) => props.onSent(result.invited),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
          setFailure(code === 'NETWORK' ? t('discovery.invite.offline') : t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') }));
        },
      },
    );
  };

  return (
    <BottomSheet
      title={t('discovery.invite.title')}
      closeLabel={t('discovery.invite.close')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('discovery.invite.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={picked.length === 0 || !online || invite.isPending} onClick={send}>
            {invite.isPending ? t('discovery.invite.sending') : picked.length === 0 ? t('discovery.share.invite') : t('discovery.invite.send', { count: picked.length })}
          </button>
        </>
      }
    >
      <div className="stack invite-colleagues">
        <p>{t('discovery.invite.intro')}</p>
        {!online && (
          <p className="apply-refusal" role="status">
            {t('discovery.invite.offline')}
          </p>
        )}
        <Field
          label={t('discovery.invite.search_label')}
          type="search"
          autoComplete="off"
          value={text}
          maxLength={100}
          placeholder={t('discovery.invite.search_placeholder')}
          disabled={!online}
          onChange={(event) => setText(event.target.value)}
        />
        <div aria-live="polite">
          {!typedEnough ? (
            <p className="form__hint">{t('discovery.invite.type_more', { min: COLLEAGUE_SEARCH_MIN })}</p>
          ) : search.isError ? (
            <p className="field__error">{t('errors:UNEXPECTED')}</p>
          ) : search.isPending ? (
            <p className="muted">{t('discovery.filters.counting')}</p>
          ) : matches.length === 0 ? (
            <p className="muted">{t('discovery.invite.no_match')}</p>
          ) : (
            <ul className="colleague-list">
              {matches.map((colleague) => (
                <li key={colleague.id}>
                  <span>
                    <strong>{colleague.name}</strong>
                    {colleague.jobTitle && <span className="muted"> · {colleague.jobTitle}</span>}
                  </span>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={full}
                    aria-label={t('discovery.invite.add', { name: colleague.name })}
                    onClick={() => setPicked((current) => [...current, colleague])}
                  >
                    +
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <section aria-label={t('discovery.invite.picked')}>
          <h3 className="invite-colleagues__picked-title">{t('discovery.invite.picked')}</h3>
          {picked.length === 0 ? (
            <p className="muted">{t('discovery.invite.none_picked')}</p>
          ) : (
            <ul className="picked-chips">
              {picked.map((colleague) => (
                <li key={colleague.id}>
                  {colleague.name}
                  <button
                    type="button"
                    aria-label={t('discovery.invite.remove', { name: colleague.name })}
                    onClick={() => setPicked((current) => current.filter((other) => other.id !== colleague.id))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </BottomSheet>
  );
}
