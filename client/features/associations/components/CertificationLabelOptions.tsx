import { useTranslation } from 'react-i18next';
import { CERTIFICATION_LABELS } from '../../../../shared/associations/certification-labels';

/** The options of a certification label's select: « choose » first, then the ~26 labels by their French names. */
export function CertificationLabelOptions({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation('associations');
  return (
    <>
      <option value="">{placeholder}</option>
      {CERTIFICATION_LABELS.map((value) => (
        <option key={value} value={value}>
          {t(`certification_labels.${value}`)}
        </option>
      ))}
    </>
  );
}
