import { useTranslation } from 'react-i18next';

/**
 * The page buttons under a server-paginated list (« Précédent », « Page 2 sur 5 », « Suivant »). Shown only when there is
 * more than one page, or when the address names a page past the last one (so the reader can come back).
 */
export function Pager(props: { page: number; pageSize: number; total: number; label: string; disabled?: boolean; onPage(page: number): void }) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1 && props.page <= 1) return null;
  return (
    <nav className="pagination" aria-label={props.label}>
      <button type="button" className="button" disabled={props.disabled || props.page <= 1} onClick={() => props.onPage(Math.min(props.page - 1, pages))}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.page_of', { page: props.page, pages })}</span>
      <button type="button" className="button" disabled={props.disabled || props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
