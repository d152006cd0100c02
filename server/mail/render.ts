import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../shared/i18n/languages';
import { interpolate } from '../../shared/validation/messages';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../shared/locales');

export const MAIL_TEMPLATES = [
  'email_verification',
  'password_reset',
  'account_exists',
  'invitation_company',
  'invitation_association',
  'membership_added',
  'account_validated',
  'mission_expiring_soon',
  'engagement_validation_request',
  'engagement_validation_reminder',
  'engagement_completion_reminder',
  'engagement_message',
  'engagement_new_application',
  'mission_invitation',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

interface TemplateTexts {
  subject: string;
  body: string;
  /** Used instead of `body` when the template has it and `params.excerpt` is empty (e.g. an application without a message). */
  body_without_excerpt?: string;
  action?: string;
}
type MailTexts = { layout: Record<'greeting' | 'greeting_named' | 'signature' | 'footer' | 'link_fallback', string> } & Record<MailTemplate, TemplateTexts>;

const cache = new Map<Language, MailTexts>();
function texts(language: Language): MailTexts {
  let loaded = cache.get(language);
  if (!loaded) {
    loaded = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'mail.json'), 'utf8')) as MailTexts;
    cache.set(language, loaded);
  }
  return loaded;
}

export interface RenderedMail {
  lang: Language;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A message in the recipient's language (French when unknown): a greeting, the
 * template's text, an optional button to `params.url`, the signature.
 */
export function renderMail(template: MailTemplate, language: string | null | undefined, params: Record<string, string | number> = {}): RenderedMail {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const { layout, [template]: content } = texts(lang);
  const greeting = params.name ? interpolate(layout.greeting_named, params) : layout.greeting;
  const subject = interpolate(content.subject, params);
  const body = content.body_without_excerpt && !params.excerpt ? content.body_without_excerpt : content.body;
  const paragraphs = interpolate(body, params).split('\n\n');
  const url = typeof params.url === 'string' ? params.url : undefined;
  const action = url && content.action ? interpolate(content.action, params) : undefined;

  const text = [greeting, ...paragraphs, ...(action && url ? [`${action} : ${url}`] : []), layout.signature, '--', layout.footer].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1d2420;line-height:1.5;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n')}
${
  action && url
    ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1f6f5c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#5b6661">${escapeHtml(layout.link_fallback)}<br>${escapeHtml(url)}</p>`
    : ''
}
<p>${escapeHtml(layout.signature)}</p>
<hr style="border:0;border-top:1px solid #d7ddd9"><p style="font-size:12px;color:#5b6661">${escapeHtml(layout.footer)}</p>
</body></html>`;
  return { lang, subject, text, html };
}
