import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_THEMATICS, THEMATICS, type Thematic } from '../../shared/missions/taxonomy';
import { validationMessage } from '../../shared/validation/messages';
import { CheckboxGroup } from './CheckboxGroup';

/**
 * Spec §5 'Thematics: at most 3 per mission, team building and selection': the thematics' checkboxes, where ticking a
 * fourth is refused on the spot (the box stays unticked and the field says why), beside the server's own messages.
 */
export function ThematicsInput(props: { legend: ReactNode; hint: ReactNode; value: readonly Thematic[]; onChange(next: Thematic[]): void; errors?: string[] }) {
  const { t } = useTranslation('missions');
  const [refused, setRefused] = useState(false);
  return (
    <div data-field="thematics">
      <CheckboxGroup
        legend={props.legend}
        hint={props.hint}
        options={THEMATICS}
        labelOf={(thematic) => t(`thematics.${thematic}`)}
        value={props.value}
        max={MAX_THEMATICS}
        onRefused={() => setRefused(true)}
        onChange={(next) => {
          setRefused(false);
          props.onChange(next);
        }}
        errors={[...(refused ? [validationMessage('thematics_max', { max: MAX_THEMATICS })] : []), ...(props.errors ?? [])]}
      />
    </div>
  );
}
