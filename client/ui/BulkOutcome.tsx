import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../shared/validation/list-sort';

/**
 * What went wrong with a bulk action: the request failed (« Une erreur inattendue est survenue »), or the rows it refused
 * (spec §7's error map), each named with its reason: the stable code's translation, else the server's message; an
 * unexpected failure among them also says « Une erreur inattendue est survenue ».
 */
export function BulkOutcome(props: {
  failed: boolean;
  result: BulkResult<string | number> | null;
  names: Record<string, string>;
  summary(count: number): string;
  item(name: string, reason: string): string;
  className: string;
}) {
  const { t } = useTranslation('errors');
  if (props.failed) {
    return (
      <p className={`form__error ${props.className}`} role="alert">
        {t('UNEXPECTED')}
      </p>
    );
  }
  const { result } = props;
  const refused = result ? Object.entries(result.errors) : [];
  if (!result || refused.length === 0) return null;
  return (
    <div className={`form__error ${props.className}`} role="alert">
      {Object.values(result.codes).includes('INTERNAL') && <p>{t('UNEXPECTED')}</p>}
      <p>{props.summary(refused.length)}</p>
      <ul>
        {refused.map(([id, messages]) => {
          const code = result.codes[id];
          return <li key={id}>{props.item(props.names[id] ?? id, code ? t(code, { defaultValue: messages.join(' ') }) : messages.join(' '))}</li>;
        })}
      </ul>
    </div>
  );
}
