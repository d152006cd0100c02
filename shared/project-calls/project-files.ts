import { UPLOADS_PATH, UPLOAD_TYPES } from '../validation/uploads';

/**
 * What a project's files may be: its logo and hero are uploaded images; each attachment is an uploaded document
 * (PDF, spreadsheet, presentation or text: a budget, statutes, a report), never an image nor an archive. A file is
 * named by the upload endpoint's answer (`/uploads/<sha-256>.<ext>`), so its kind is read from its extension, which
 * the upload checked against its content.
 */
export const PROJECT_ATTACHMENT_EXTENSIONS: readonly string[] = [
  ...Object.keys(UPLOAD_TYPES.pdf),
  ...Object.keys(UPLOAD_TYPES.spreadsheet),
  ...Object.keys(UPLOAD_TYPES.powerpoint),
  ...Object.keys(UPLOAD_TYPES.text),
];
export const PROJECT_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'png', 'gif', 'webp'];

const STORED = new RegExp(`^${UPLOADS_PATH}/[a-f0-9]{64}\\.([a-z0-9]{1,5})$`);

function storedExtension(url: string): string | null {
  return STORED.exec(url)?.[1] ?? null;
}

/** Whether a file joined to a project as an attachment is an uploaded document. */
export function isProjectAttachmentFile(url: string): boolean {
  const extension = storedExtension(url);
  return extension !== null && PROJECT_ATTACHMENT_EXTENSIONS.includes(extension);
}

/** Whether a project's logo or hero is an uploaded image. */
export function isProjectImageFile(url: string): boolean {
  const extension = storedExtension(url);
  return extension !== null && PROJECT_IMAGE_EXTENSIONS.includes(extension);
}
