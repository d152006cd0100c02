import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { DataDirLockedError, lockDataDir } from './lock';

/** A logger whose JSON lines are kept, parsed. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('writes the pid and removes the lock on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process', () => {
    const dir = tempDir();
    // pid 1 is always alive.
    fs.writeFileSync(path.join(dir, 'app.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already used by another running process \(pid 1\)/);
  });

  it('takes over a lock left by a dead process, with one warning naming its pid and why it is stale', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'app.lock'), '999999999');
    const { logger, lines } = recordingLogger();
    const lock = lockDataDir(dir, logger);
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'stale data directory lock taken over',
        lock: path.join(dir, 'app.lock'),
        stalePid: 999999999,
        reason: expect.stringContaining('no process with pid 999999999 is running'),
        pid: process.pid,
      }),
    ]);
    lock.release();
  });

  it('takes over a lock that holds its own pid (a restarted container) or no pid, and says why', () => {
    const dir = tempDir();
    const { logger, lines } = recordingLogger();
    fs.writeFileSync(path.join(dir, 'app.lock'), String(process.pid));
    lockDataDir(dir, logger).release();
    fs.writeFileSync(path.join(dir, 'app.lock'), '');
    lockDataDir(dir, logger).release();
    expect(lines.map((line) => [line.stalePid, line.reason])).toEqual([
      [process.pid, expect.stringContaining("this process's own")],
      [null, 'the lock file holds no process id'],
    ]);
  });

  it('logs nothing when the directory was free', () => {
    const { logger, lines } = recordingLogger();
    lockDataDir(tempDir(), logger).release();
    expect(lines).toEqual([]);
  });
});
