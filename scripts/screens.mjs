// `npm run screens`: refreshes the screenshots of docs/screens/ on demand.
// The end-to-end specs save their screenshots under Playwright's output folder (test-results/, untracked:
// tests never write tracked files); this script builds the PWA, runs the specs that take screenshots,
// and copies the images into docs/screens/ when they all pass.
//
//   npm run screens                                   every spec that takes screenshots
//   npm run screens -- tests/e2e/apply.spec.ts        only these specs (other arguments go to Playwright, e.g. --headed)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const specsDir = path.join(root, 'tests/e2e');
const docsDir = path.join(root, 'docs/screens');
const outputDir = path.join(root, 'test-results/screens-refresh');
const shotsDir = path.join(outputDir, 'screens'); // where tests/e2e/helpers.ts `screenPath` writes

function run(command, args) {
  console.log(`\n━━ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
}

const args = process.argv.slice(2);
const isSpec = (arg) => arg.endsWith('.spec.ts');
const chosen = args.filter(isSpec);
const options = args.filter((arg) => !isSpec(arg));
const specs =
  chosen.length > 0
    ? chosen
    : fs
        .readdirSync(specsDir)
        .filter((file) => file.endsWith('.spec.ts') && fs.readFileSync(path.join(specsDir, file), 'utf8').includes('screenPath('))
        .sort()
        .map((file) => path.posix.join('tests/e2e', file));
if (specs.length === 0) {
  console.error('No end-to-end spec takes screenshots (tests/e2e/*.spec.ts calling screenPath).');
  process.exit(1);
}

// The screenshots show the current code: always build first.
if (!run('npx', ['vite', 'build', '--logLevel', 'warn'])) process.exit(1);
fs.rmSync(outputDir, { recursive: true, force: true });
const passed = run('npx', ['playwright', 'test', ...specs, `--output=${path.relative(root, outputDir)}`, ...options]);
if (!passed) {
  console.error(`\nA spec failed: docs/screens/ is left as it was (this run's screenshots are in ${path.relative(root, shotsDir)}/).`);
  process.exit(1);
}

const shots = fs.existsSync(shotsDir) ? fs.readdirSync(shotsDir).filter((file) => file.endsWith('.png')).sort() : [];
fs.mkdirSync(docsDir, { recursive: true });
let changed = 0;
for (const file of shots) {
  const target = path.join(docsDir, file);
  const image = fs.readFileSync(path.join(shotsDir, file));
  if (fs.existsSync(target) && fs.readFileSync(target).equals(image)) continue;
  fs.writeFileSync(target, image);
  changed++;
}
console.log(`\n━━ ${shots.length} screenshots taken, ${changed} written to docs/screens/ (the others were identical).`);
if (chosen.length === 0) {
  const stale = fs.readdirSync(docsDir).filter((file) => file.endsWith('.png') && !shots.includes(file));
  if (stale.length > 0) console.log(`No spec takes these any more (remove them if they are obsolete): ${stale.join(', ')}`);
}
