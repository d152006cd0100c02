// Merges keys into a translation file without rewriting it by hand, so several
// people can add strings to one namespace: node scripts/i18n-merge.mjs fr users '{"login":{"title":"Connexion"}}'
// (or a path to a JSON file instead of the inline JSON). Existing keys are replaced, new ones appended.
import fs from 'node:fs';
import path from 'node:path';

const [language, namespace, source] = process.argv.slice(2);
if (!language || !namespace || !source) {
  console.error('usage: node scripts/i18n-merge.mjs <lang> <namespace> <json or file>');
  process.exit(2);
}
const file = path.resolve(import.meta.dirname, '../shared/locales', language, `${namespace}.json`);
const patch = JSON.parse(fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : source);

function merge(target, addition) {
  for (const [key, value] of Object.entries(addition)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
}

// A lock file keeps two merges into the same file from losing each other's keys.
const lock = `${file}.lock`;
for (let attempt = 0; ; attempt++) {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    if (attempt > 200) throw new Error(`${lock} is held; remove it if no merge is running`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
  }
}
try {
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, `${JSON.stringify(merge(current, patch), null, 2)}\n`);
} finally {
  fs.rmSync(lock, { force: true });
}
