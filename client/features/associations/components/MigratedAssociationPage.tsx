import { useTranslation } from 'react-i18next';
import type { AssociationPublic } from '../api/get-association-public';
import { PageMessage } from '../../../ui/PageState';

/** Spec §2: the screen for an association that moved to another tool. */
export function MigratedAssociationPage({ association }: { association: Pick<AssociationPublic, 'name' | 'migratedToUrl'> }) {
  const { t } = useTranslation('associations');
  return (
    <PageMessage title={t('migrated.title', { association: association.name })} body={t('migrated.body')}>
      {association.migratedToUrl && (
        <a className="button button--primary" href={association.migratedToUrl} rel="noopener">
          {t('migrated.link')}
        </a>
      )}
    </PageMessage>
  );
}
