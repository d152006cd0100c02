import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/Field';

/**
 * A new password and its confirmation (`password`, `password_confirmation`),
 * the password rule as the first field's hint; each form passes its own labels.
 */
export function NewPasswordFields(props: {
  labels: { password: string; confirmation: string };
  values: { password: string; password_confirmation: string };
  onChange(name: 'password' | 'password_confirmation', value: string): void;
  errors: Record<string, string[]>;
  required?: boolean;
}) {
  const { t } = useTranslation('users');
  return (
    <>
      <Field
        label={props.labels.password}
        hint={t('password.rule')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={props.values.password}
        onChange={(event) => props.onChange('password', event.target.value)}
        errors={props.errors.password}
        required={props.required}
      />
      <Field
        label={props.labels.confirmation}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={props.values.password_confirmation}
        onChange={(event) => props.onChange('password_confirmation', event.target.value)}
        errors={props.errors.password_confirmation}
        required={props.required}
      />
    </>
  );
}
