import './highlights.css';

/** The size a cover is declared with (16:9), so nothing moves when the picture comes. */
export const HIGHLIGHT_COVER = { width: 960, height: 540 } as const;

/** A highlight's cover, or a calm drawing when it has none. */
export function HighlightCover({ coverImage, className = '', lazy = true }: { coverImage: string | null; className?: string; lazy?: boolean }) {
  if (!coverImage) {
    return (
      <div className={`highlight-cover highlight-cover--none ${className}`} aria-hidden="true">
        <img src="/illustrations/events.svg" alt="" width={160} height={120} />
      </div>
    );
  }
  return <img className={`highlight-cover ${className}`} src={coverImage} alt="" width={HIGHLIGHT_COVER.width} height={HIGHLIGHT_COVER.height} loading={lazy ? 'lazy' : 'eager'} />;
}
