import { useTranslation } from 'react-i18next';
import type { MissionDisplayState } from '../../../../shared/missions/mission.machine';
import './missions.css';

export function MissionStateBadge({ state }: { state: MissionDisplayState }) {
  const { t } = useTranslation('missions');
  return <span className={`badge badge--${state}`}>{t(`states.${state}`)}</span>;
}
