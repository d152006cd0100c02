import { thematicIllustration } from '../../../../shared/missions/card-facts';
import type { Thematic } from '../../../../shared/missions/taxonomy';

/**
 * A selection's (or one of its quests') picture, about 1200x600, or the drawing of its first thematic (static,
 * precached: it shows offline too). Width and height are set (2:1) so nothing moves while it loads.
 */
export function ProgramPicture(props: { image: string | null; thematics: readonly Thematic[]; className: string; eager?: boolean }) {
  return (
    <img
      className={`${props.className}${props.image ? '' : ` ${props.className}--illustration`}`}
      src={props.image ?? thematicIllustration(props.thematics)}
      alt=""
      width={1200}
      height={600}
      loading={props.eager ? undefined : 'lazy'}
      fetchPriority={props.eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
