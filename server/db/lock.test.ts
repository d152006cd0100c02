import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

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

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'app.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
