import sanitizeHtml from 'sanitize-html';

/**
 * Mission descriptions come from a rich-text field: keep basic formatting and
 * http(s) links, drop everything else (scripts, handlers, styles, images).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    // Links open outside the app and never pass the referrer.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};
const LINK_OPTIONS = { ...OPTIONS, allowedAttributes: { a: ['href', 'rel', 'target'] } };

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, LINK_OPTIONS).trim();
}

/** The text a reader sees, to tell an empty description (`<p></p>`) from a written one. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s+/g, ' ').trim();
}
