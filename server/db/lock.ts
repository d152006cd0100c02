import fs from 'node:fs';
import path from 'node:path';
import { type Logger, createLogger } from '../http/logger';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Why a lock file that exists does not hold the directory, or null when a live process holds it.
 * - no process runs with the recorded pid: its process ended without removing the lock (kill -9, crash, power loss);
 * - the recorded pid is ours: an earlier run with the same pid left it (a container gives its main process the same pid);
 * - the file holds no pid: its process died between creating the file and writing its pid.
 */
function staleReason(holder: number | null): string | null {
  if (holder === null) return 'the lock file holds no process id';
  if (holder === process.pid) return `the recorded pid ${holder} is this process's own: an earlier run with the same pid left it`;
  if (!isProcessAlive(holder)) return `no process with pid ${holder} is running: it ended without removing its lock (killed or crashed)`;
  return null;
}

function readHolder(lockPath: string): number | null {
  let content: string;
  try {
    content = fs.readFileSync(lockPath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(content);
  return content !== '' && Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * PGlite has no data-directory lock of its own and two processes on one data
 * directory corrupt it, so we hold a pid file for as long as the process runs.
 * A lock left by a process that died is taken over, with one warning that says so.
 *
 * The logger defaults to one configured like the app's (LOG_LEVEL, JSON lines), for callers that have none.
 */
export function lockDataDir(dataDir: string, logger?: Logger): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!fs.existsSync(lockPath)) continue; // released between our attempt and now
      const holder = readHolder(lockPath);
      const reason = staleReason(holder);
      if (reason === null) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already used by another running process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      (logger ?? createLogger(process.env.LOG_LEVEL || 'info')).warn({ msg: 'stale data directory lock taken over', lock: lockPath, stalePid: holder, reason, pid: process.pid });
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
