import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t('status.loading')}
    </div>
  );
}

export function PageMessage(props: { title: string; body?: string; children?: ReactNode }) {
  usePageTitle(props.title);
  return (
    <section className="page-state page-state--message">
      <h1>{props.title}</h1>
      {props.body && <p>{props.body}</p>}
      {props.children}
    </section>
  );
}
