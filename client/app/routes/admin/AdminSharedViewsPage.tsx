import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/i18n/languages';
import { SHARED_VIEW_KINDS, type SharedViewKind, sharedViewRoute } from '../../../../shared/missions/shared-views.rules';
import type { SharedView } from '../../../../shared/missions/shared-views.schema';
import { buildPath } from '../../../../shared/routes';
import { useDeleteSharedView, useSharedViews } from '../../../features/missions/api/shared-views';
import { describeViewFilters } from '../../../features/missions/components/shared-views/view-filters';
import { useErrorText } from '../../../lib/error-text';
import { useUrlList } from '../../../lib/use-url-list';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { TabBar, useActiveTab } from '../../../ui/TabBar';
import { showFlash, showToast } from '../../../ui/notifications';
import { AdminNav } from './AdminNav';
import './admin-legal.css';

// The form (the filter panel and the schema) loads when a view is created or edited.
const SharedViewForm = lazy(() => import('../../../features/missions/components/shared-views/SharedViewForm').then((m) => ({ default: m.SharedViewForm })));

/** The link anyone may open: an absolute URL on this site. */
function viewUrl(view: Pick<SharedView, 'kind' | 'hash'>): string {
  return new URL(buildPath(sharedViewRoute(view.kind), { type: 'public' }, { hash: view.hash }), window.location.origin).toString();
}

/**
 * `/admin/partage-vues?bar_tab=associationViews|missionViews`: the saved views of each kind, each with its link (open,
 * copy), its filters in words, and edit and delete; a new view of the tab's kind.
 */
export function AdminSharedViewsPage() {
  const { t } = useTranslation('missions');
  usePageTitle(t('shared_views.admin.title'));
  const tabs = SHARED_VIEW_KINDS.map((kind) => ({ id: kind, label: t(`shared_views.admin.tabs.${kind}`) }));
  const [active] = useActiveTab(tabs);
  const kind = active as SharedViewKind;
  const [editing, setEditing] = useState<SharedView | 'new' | null>(null);

  return (
    <div className="stack admin-legal">
      <AdminNav />
      <div className="page-header">
        <div>
          <h1>{t('shared_views.admin.title')}</h1>
          <p className="muted">{t('shared_views.admin.intro')}</p>
        </div>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t(`shared_views.admin.new.${kind}`)}
          </button>
        )}
      </div>
      <TabBar tabs={tabs} label={t('shared_views.admin.tabs_label')} />
      <div role="tabpanel" aria-labelledby={`tab-${kind}`} className="stack">
        {editing !== null && (
          <Suspense fallback={<div className="card skeleton" style={{ minHeight: '20rem' }} />}>
            <SharedViewForm key={editing === 'new' ? `new-${kind}` : editing.id} kind={editing === 'new' ? kind : editing.kind} view={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          </Suspense>
        )}
        <SharedViewList key={kind} kind={kind} onEdit={setEditing} />
      </div>
    </div>
  );
}

function SharedViewList({ kind, onEdit }: { kind: SharedViewKind; onEdit(view: SharedView): void }) {
  const { t } = useTranslation('missions');
  const errorText = useErrorText();
  const list = useUrlList([]);
  const views = useSharedViews(kind, list.page);
  const remove = useDeleteSharedView();
  const [deleting, setDeleting] = useState<SharedView | null>(null);

  const copy = async (view: SharedView) => {
    try {
      await navigator.clipboard.writeText(viewUrl(view));
      showToast('success', t('shared_views.admin.copied', { name: view.name }));
    } catch {
      showToast('error', t('shared_views.admin.copy_failed', { url: viewUrl(view) }));
    }
  };
  const confirmDelete = (view: SharedView) => {
    setDeleting(null);
    remove.mutate(view.id, {
      onSuccess: () => showFlash('success', t('shared_views.admin.deleted', { name: view.name })),
      onError: (error) => showFlash('error', errorText(error) ?? t('shared_views.admin.delete_failed')),
    });
  };

  return (
    <QueryStatus query={views}>
      {(found) => (
        <div className="stack" aria-busy={views.isFetching}>
          <p className="muted" role="status">
            {t('shared_views.admin.count', { count: found.total })}
          </p>
          {found.views.length === 0 ? (
            <p className="card">{t(`shared_views.admin.empty.${kind}`)}</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label={t(`shared_views.admin.tabs.${kind}`)}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('shared_views.admin.col_name')}</th>
                    <th scope="col">{t('shared_views.admin.col_filters')}</th>
                    <th scope="col">{t('shared_views.admin.col_link')}</th>
                    <th scope="col">{t('shared_views.admin.col_updated')}</th>
                    <th scope="col">{t('shared_views.admin.col_actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.views.map((view) => {
                    const words = describeViewFilters(view.kind, view.filters, t);
                    return (
                      <tr key={view.id}>
                        <td>{view.name}</td>
                        <td>{words.length > 0 ? words.join(' · ') : <span className="muted">{t('shared_views.admin.no_filter')}</span>}</td>
                        <td>
                          <div className="admin-views__link">
                            <a href={viewUrl(view)} target="_blank" rel="noopener" aria-label={t('shared_views.admin.open_named', { name: view.name })}>
                              {t('shared_views.admin.open')}
                            </a>
                            <button type="button" className="button button--small" aria-label={t('shared_views.admin.copy_named', { name: view.name })} onClick={() => copy(view)}>
                              {t('shared_views.admin.copy')}
                            </button>
                          </div>
                        </td>
                        <td>{formatDate(view.updatedAt, 'Europe/Paris')}</td>
                        <td>
                          <div className="admin-views__actions">
                            <button type="button" className="button button--small" aria-label={t('shared_views.admin.edit_named', { name: view.name })} onClick={() => onEdit(view)}>
                              {t('shared_views.admin.edit')}
                            </button>
                            <button
                              type="button"
                              className="button button--small button--danger-outline"
                              aria-label={t('shared_views.admin.delete_named', { name: view.name })}
                              disabled={remove.isPending}
                              onClick={() => setDeleting(view)}
                            >
                              {t('shared_views.admin.delete')}
                            </button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={t('shared_views.admin.pagination')} disabled={views.isFetching} onPage={(page) => list.update({ page })} />
          {deleting && (
            <ConfirmDialog
              message={t('shared_views.admin.delete_confirm', { name: deleting.name })}
              confirmLabel={t('shared_views.admin.delete')}
              cancelLabel={t('shared_views.admin.keep')}
              onConfirm={() => confirmDelete(deleting)}
              onCancel={() => setDeleting(null)}
            />
          )}
        </div>
      )}
    </QueryStatus>
  );
}
