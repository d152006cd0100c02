import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError, type RuleResult } from '../../../shared/errors';
import {
  UPLOADS_PATH,
  type UploadKind,
  type UploadedFile,
  checkImageDimensions,
  checkUploadContent,
  checkUploadFile,
  contentTypeForExtension,
  extensionOf,
  looksLikeText,
} from '../../../shared/validation/uploads';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

function orThrow(result: RuleResult): void {
  if (!result.ok) throw new AppError(result.code);
}

/**
 * Accepts one uploaded file of a kind: checked by name and size first, then by
 * content (what the bytes really are must be allowed for the kind and agree
 * with the extension), then, for images, by dimensions. Stored under the hash
 * of its content, so the same file uploaded twice is stored once.
 */
export async function storeUpload(storage: FileStorage, kind: UploadKind, file: File): Promise<UploadedFile> {
  orThrow(checkUploadFile(kind, { name: file.name, size: file.size, type: file.type }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A folder dropped on the input can arrive with a size but no readable content.
  if (bytes.length === 0 && (!file.type || file.type === 'application/octet-stream')) throw new AppError('UPLOAD_FOLDER_NOT_ALLOWED');

  const extension = extensionOf(file.name);
  const detected = (await fileTypeFromBuffer(bytes))?.mime ?? null;
  orThrow(checkUploadContent(kind, extension, detected, detected === null && looksLikeText(bytes)));

  let dimensions: { width: number; height: number } | undefined;
  if (kind === 'image') {
    try {
      const size = imageSize(bytes);
      dimensions = { width: size.width, height: size.height };
    } catch {
      throw new AppError('UPLOAD_UNSUPPORTED_FILE');
    }
    orThrow(checkImageDimensions(dimensions.width, dimensions.height));
  }

  const storedExtension = extension === 'jpeg' ? 'jpg' : extension;
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${storedExtension}`;
  await storage.put(name, bytes);
  return {
    url: `${UPLOADS_PATH}/${name}`,
    name,
    size: bytes.length,
    contentType: contentTypeForExtension(storedExtension)!,
    ...dimensions,
  };
}

/**
 * Served inline: raster images only (SVG is not accepted). Anything else, PDFs
 * included (they can carry JavaScript), downloads, so no uploaded document is
 * ever opened from our origin.
 */
export function isInline(contentType: string): boolean {
  return contentType.startsWith('image/');
}

/** Whether a URL the upload endpoint answered (`/uploads/<name>`) names a file the storage holds. */
export async function isStoredUpload(storage: FileStorage, url: string): Promise<boolean> {
  const prefix = `${UPLOADS_PATH}/`;
  return url.startsWith(prefix) && storage.exists(url.slice(prefix.length));
}
