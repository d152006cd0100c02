import { useTranslation } from 'react-i18next';
import { type Notice, dismissNotice, useNotices } from './notifications';
import './notices.css';

function NoticeItem({ notice, closeLabel }: { notice: Notice; closeLabel: string }) {
  return (
    <div className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span>{notice.message}</span>
      <button type="button" className="notice__close" aria-label={closeLabel} onClick={() => dismissNotice(notice.id)}>
        ×
      </button>
    </div>
  );
}

export function FlashHost() {
  const { t } = useTranslation();
  const notices = useNotices('flash');
  return (
    <div className="flash-host" aria-live="polite">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} closeLabel={t('flash.close')} />
      ))}
    </div>
  );
}

/** Toasts, announced politely; at most MAX_TOASTS at once (the oldest goes first), each with its close button. */
export function ToastHost() {
  const { t } = useTranslation();
  const notices = useNotices('toast');
  return (
    <div className="toast-host" aria-live="polite" aria-relevant="additions">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} closeLabel={t('flash.close')} />
      ))}
    </div>
  );
}
