import { useTranslation } from 'react-i18next';

const VIDEO = /^https?:\/\//;

/**
 * A medium of a selection's page (top, bottom, a quote's): an uploaded picture, or a video link opened in a new tab
 * (no player is embedded: the page's content policy loads nothing from elsewhere).
 */
export function ProgramMedia(props: { media: string; className?: string }) {
  const { t } = useTranslation('programs');
  if (VIDEO.test(props.media) && !props.media.startsWith(window.location.origin)) {
    return (
      <a className={`button ${props.className ?? ''}`} href={props.media} target="_blank" rel="noopener noreferrer">
        {t('media.video')}
      </a>
    );
  }
  return <img className={`program-media ${props.className ?? ''}`} src={props.media} alt="" width={1200} height={600} loading="lazy" decoding="async" />;
}
