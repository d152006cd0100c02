import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs the app exactly as `npm start` does, without DATABASE_URL. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  // Vitest exposes Vite's BASE_URL ("/") in process.env; the app reads BASE_URL as its public URL.
  const { DATABASE_URL: _database, BASE_URL: _base, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...inherited, LOG_LEVEL: 'info', ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm start on an empty DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-smoke-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers health within 60 s with demo data, refuses a second process, and stops cleanly', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(first.child);
    const started = Date.now();
    const health = await waitForHealth(`http://localhost:${port}/api/v1/health`, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${first.output()}`);
    });
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(first.output()).toContain('demo data seeded');

    const signIn = await fetch(`http://localhost:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'salarie@acme.example', password: 'Demo2026!' }),
    });
    expect(signIn.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already used by another running process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });
});

describe('a wrong configuration', () => {
  it('stops the start with a message naming the variable', { timeout: 60_000 }, async () => {
    const run = start({ PORT: 'abc', DATA_DIR: path.join(os.tmpdir(), 'solidaire-never-created') });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:\n  PORT: must be a port number (got "abc")');
  });
});
