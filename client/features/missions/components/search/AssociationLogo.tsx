import { useTranslation } from 'react-i18next';
import type { AssociationRef } from '../../../../../shared/missions/mission-search.schema';

/** Spec §9 'Logo sizes', in pixels. */
export const LOGO_SIZES = { xs: 20, sm: 42, md: 64, lg: 100, xl: 170 } as const;
export type LogoSize = keyof typeof LOGO_SIZES;

/**
 * An association's logo at one of the sizes of spec §9, its initial when it
 * has none. Spec §6: no certified badge on logos in the employee and public contexts.
 */
export function AssociationLogo(props: { association: Pick<AssociationRef, 'name' | 'logo'>; size: LogoSize; lazy?: boolean; className?: string }) {
  const { t } = useTranslation('missions');
  const pixels = LOGO_SIZES[props.size];
  const className = `association-logo association-logo--${props.size}${props.className ? ` ${props.className}` : ''}`;
  return props.association.logo ? (
    <img
      className={className}
      src={props.association.logo}
      width={pixels}
      height={pixels}
      loading={props.lazy ? 'lazy' : undefined}
      decoding="async"
      alt={t('discovery.picture.logo', { name: props.association.name })}
    />
  ) : (
    <span className={className} aria-hidden="true">
      {props.association.name.slice(0, 1)}
    </span>
  );
}
