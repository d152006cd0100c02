import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { STORED_NAME_PATTERN } from '../../../shared/validation/uploads';

export interface StoredFile {
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Where uploaded files live. Names are content hashes, so a file never changes
 * once written: an object store (S3 and the like) can replace the directory by
 * implementing these three calls.
 */
export interface FileStorage {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
}

/** Refuses anything but a stored name, so no request can reach outside the directory. */
function assertStoredName(name: string): void {
  if (!STORED_NAME_PATTERN.test(name)) throw new Error(`not a stored file name: ${name}`);
}

/** Files in one directory of the local disk (UPLOAD_DIR). */
export function directoryStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (name: string) => {
    assertStoredName(name);
    return path.join(root, name);
  };

  return {
    async put(name, bytes) {
      const target = fileOf(name);
      if (fs.existsSync(target)) return; // Same name, same content.
      await fsp.mkdir(root, { recursive: true });
      // Written under a temporary name then renamed, so a reader never sees half a file.
      const temporary = path.join(root, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await fsp.writeFile(temporary, bytes);
      await fsp.rename(temporary, target);
    },
    async get(name) {
      if (!STORED_NAME_PATTERN.test(name)) return null;
      const file = fileOf(name);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { size: stat.size, body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array> };
    },
    async exists(name) {
      if (!STORED_NAME_PATTERN.test(name)) return false;
      const stat = await fsp.stat(fileOf(name)).catch(() => null);
      return Boolean(stat?.isFile());
    },
  };
}
