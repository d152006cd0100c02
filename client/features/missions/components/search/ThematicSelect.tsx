import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMATICS, type Thematic } from '../../../../../shared/missions/taxonomy';

/** The directory's thematic filter: one thematic, or « Toutes les thématiques » (''). */
export function ThematicSelect(props: { value: Thematic | ''; onChange(value: Thematic | ''): void; name?: string }) {
  const { t } = useTranslation('missions');
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('discovery.directory.thematic_label')}
      </label>
      <select id={id} name={props.name} value={props.value} onChange={(event) => props.onChange(event.target.value as Thematic | '')}>
        <option value="">{t('discovery.directory.all_thematics')}</option>
        {THEMATICS.map((value) => (
          <option key={value} value={value}>
            {t(`thematics.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
