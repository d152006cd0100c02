/**
 * Upload rules of spec §5 'Uploads': what each kind of file accepts (by
 * extension and by content), its maximum size, the maximum image dimensions.
 * The server applies them to the bytes it receives; the inputs apply the
 * name/size checks before sending, so a refusal is shown at once.
 */

import { type ErrorCode, type RuleResult, allowed, refused } from '../errors';
import { MAX_IMAGES } from './limits';

export const UPLOAD_KINDS = ['archive', 'csv', 'image', 'pdf', 'powerpoint', 'spreadsheet', 'text'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export type UploadErrorCode = Extract<
  ErrorCode,
  'UPLOAD_UNSUPPORTED_FILE' | 'UPLOAD_WRONG_EXTENSION' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_IMAGE_TOO_LARGE' | 'UPLOAD_FOLDER_NOT_ALLOWED'
>;

/**
 * One accepted extension: the content type it is served with, and the content
 * types a content sniffer may report for it. `text` means no binary signature:
 * the bytes must be UTF-8 text without control characters.
 */
interface FileType {
  contentType: string;
  detected: readonly string[] | 'text';
}

const OLE = 'application/x-cfb'; // Legacy Office files share one container signature.

export const UPLOAD_TYPES = {
  archive: {
    zip: { contentType: 'application/zip', detected: ['application/zip'] },
    '7z': { contentType: 'application/x-7z-compressed', detected: ['application/x-7z-compressed'] },
    gz: { contentType: 'application/gzip', detected: ['application/gzip'] },
    tar: { contentType: 'application/x-tar', detected: ['application/x-tar'] },
    rar: { contentType: 'application/vnd.rar', detected: ['application/x-rar-compressed', 'application/vnd.rar'] },
  },
  csv: {
    csv: { contentType: 'text/csv; charset=utf-8', detected: 'text' },
  },
  image: {
    jpg: { contentType: 'image/jpeg', detected: ['image/jpeg'] },
    jpeg: { contentType: 'image/jpeg', detected: ['image/jpeg'] },
    png: { contentType: 'image/png', detected: ['image/png'] },
    gif: { contentType: 'image/gif', detected: ['image/gif'] },
    webp: { contentType: 'image/webp', detected: ['image/webp'] },
  },
  pdf: {
    pdf: { contentType: 'application/pdf', detected: ['application/pdf'] },
  },
  powerpoint: {
    pptx: {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      detected: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    },
    ppt: { contentType: 'application/vnd.ms-powerpoint', detected: [OLE, 'application/vnd.ms-powerpoint'] },
    odp: { contentType: 'application/vnd.oasis.opendocument.presentation', detected: ['application/vnd.oasis.opendocument.presentation'] },
  },
  spreadsheet: {
    xlsx: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      detected: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
    xls: { contentType: 'application/vnd.ms-excel', detected: [OLE, 'application/vnd.ms-excel'] },
    ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', detected: ['application/vnd.oasis.opendocument.spreadsheet'] },
  },
  text: {
    txt: { contentType: 'text/plain; charset=utf-8', detected: 'text' },
  },
} as const satisfies Record<UploadKind, Record<string, FileType>>;

const MB = 1024 * 1024;

/** Maximum size per kind, in MB (spec §5: 'a maximum size in MB applies'). */
export const UPLOAD_MAX_MB = {
  archive: 20,
  csv: 20,
  image: 10,
  pdf: 20,
  powerpoint: 20,
  spreadsheet: 20,
  text: 20,
} as const satisfies Record<UploadKind, number>;

/** The largest file any kind accepts: the server refuses bigger bodies before reading them. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_MAX_MB)) * MB;

/** Spec §5: maximum image dimensions (beyond this a photo is never needed and costs memory to display). */
export const MAX_IMAGE_WIDTH = 6000;
export const MAX_IMAGE_HEIGHT = 6000;

/** Spec §5/§9: recommended image sizes shown beside the inputs. */
export const RECOMMENDED_IMAGE_SIZES = {
  mission: { width: 1200, height: 800 },
  projectCall: { width: 1200, height: 800 },
  questCover: { width: 1200, height: 600 },
} as const;

export function maxUploadBytes(kind: UploadKind): number {
  return UPLOAD_MAX_MB[kind] * MB;
}

export function allowedExtensions(kind: UploadKind): string[] {
  return Object.keys(UPLOAD_TYPES[kind]);
}

/** The `accept` attribute of a file input for a kind: extensions and content types. */
export function acceptAttribute(kind: UploadKind): string {
  const types = Object.entries(UPLOAD_TYPES[kind] as Record<string, FileType>);
  const contentTypes = new Set(types.map(([, type]) => type.contentType.split(';')[0]!));
  return [...types.map(([extension]) => `.${extension}`), ...contentTypes].join(',');
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function fileType(kind: UploadKind, extension: string): FileType | undefined {
  return (UPLOAD_TYPES[kind] as Record<string, FileType>)[extension];
}

/** The content type a stored file is served with, from its extension (any kind); null for unknown ones. */
export function contentTypeForExtension(extension: string): string | null {
  for (const kind of UPLOAD_KINDS) {
    const type = fileType(kind, extension.toLowerCase());
    if (type) return type.contentType;
  }
  return null;
}

/**
 * What can be told from the file's description alone, before reading it: a
 * folder (browsers send a directory as an empty part with no type), an
 * extension the kind does not accept, a size over the kind's maximum.
 */
export function checkUploadFile(kind: UploadKind, file: { name: string; size: number; type?: string }): RuleResult {
  // Browsers give a folder no type; once sent as multipart it is typed application/octet-stream.
  if (file.size === 0 && (!file.type || file.type === 'application/octet-stream')) return refused('UPLOAD_FOLDER_NOT_ALLOWED');
  if (!fileType(kind, extensionOf(file.name))) return refused('UPLOAD_WRONG_EXTENSION');
  if (file.size > maxUploadBytes(kind)) return refused('UPLOAD_TOO_LARGE');
  return allowed;
}

/**
 * The content as the sniffer saw it must be one the kind accepts (else the
 * file is unsupported) and agree with the extension (else the extension is wrong).
 * `detected` is the sniffed content type, or null when there is no binary signature.
 * `isText` says whether the bytes are plain UTF-8 text.
 */
export function checkUploadContent(kind: UploadKind, extension: string, detected: string | null, isText: boolean): RuleResult {
  const types = Object.values(UPLOAD_TYPES[kind] as Record<string, FileType>);
  const acceptsContent = types.some((type) => (type.detected === 'text' ? detected === null && isText : detected !== null && type.detected.includes(detected)));
  if (!acceptsContent) return refused('UPLOAD_UNSUPPORTED_FILE');
  const expected = fileType(kind, extension);
  if (!expected) return refused('UPLOAD_WRONG_EXTENSION');
  const matches = expected.detected === 'text' ? detected === null && isText : detected !== null && expected.detected.includes(detected);
  return matches ? allowed : refused('UPLOAD_WRONG_EXTENSION');
}

export function checkImageDimensions(width: number, height: number): RuleResult {
  return width > MAX_IMAGE_WIDTH || height > MAX_IMAGE_HEIGHT ? refused('UPLOAD_IMAGE_TOO_LARGE') : allowed;
}

/** True when the bytes read as UTF-8 text: no NUL or other control character but tab, CR, LF and form feed. */
export function looksLikeText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

/** What POST /api/v1/uploads answers. */
export interface UploadedFile {
  /** Where the file is served: `/uploads/<name>`. */
  url: string;
  name: string;
  size: number;
  contentType: string;
  width?: number;
  height?: number;
}

/** Stored names: a SHA-256 of the content and the extension; nothing else is ever served. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{64}\.[a-z0-9]{1,5}$/;

export const UPLOADS_PATH = '/uploads';

/** A PDF as the upload endpoint stored it (`/uploads/<sha-256>.pdf`, checked by content when uploaded with the `pdf` kind). */
export const UPLOADED_PDF_PATTERN = /^\/uploads\/[a-f0-9]{64}\.pdf$/;
