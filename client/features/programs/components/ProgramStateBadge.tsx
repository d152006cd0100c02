import { useTranslation } from 'react-i18next';
import type { ProgramState } from '../../../../shared/programs/program.machine';

/** « Publiée », « Désactivée », « Archivée » (spec §4). */
export function ProgramStateBadge({ state }: { state: ProgramState }) {
  const { t } = useTranslation('programs');
  return <span className={`badge badge--program-${state}`}>{t(`states.${state}`)}</span>;
}
