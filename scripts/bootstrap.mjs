// Runs on a fresh machine before any install, so: plain Node, builtins only.
// Usage: node scripts/bootstrap.mjs <root-script>   (`npm start` = dev, `npm test` = validate)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const target = process.argv[2] ?? 'dev';
const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const PNPM_VERSION = packageManager.replace(/^pnpm@/, '').split('+')[0];
const PNPM_MAJOR = PNPM_VERSION.split('.')[0];
// The registry mirror here serves no signatures, which corepack would otherwise demand.
const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', MONGOMS_DISABLE_POSTINSTALL: '1' };

const say = (line) => console.log(`[bootstrap] ${line}`);

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', ...options });
}

function pnpmWorks() {
  const result = run('pnpm', ['--version']);
  return result.status === 0 && result.stdout.trim().split('.')[0] === PNPM_MAJOR;
}

function prependPath(dir) {
  env.PATH = `${dir}${delimiter}${env.PATH ?? ''}`;
}

/** Nested scripts call `pnpm` by name, so every fallback must leave one on PATH. */
function installPnpm() {
  say(`installing pnpm ${PNPM_VERSION}`);
  const global = run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
  if (global.status === 0 && pnpmWorks()) return;
  const denied = /EACCES|EPERM|permission/i.test(`${global.stderr}${global.stdout}`);
  say(`npm install -g failed${denied ? ' (no permission)' : ''}; trying corepack`);
  const shims = join(homedir(), '.cache', 'reride', 'bin');
  mkdirSync(shims, { recursive: true });
  const corepack = run('corepack', ['enable', '--install-directory', shims, 'pnpm']);
  prependPath(shims);
  if (corepack.status === 0 && pnpmWorks()) return;
  // The npx route, installed once into a private prefix so that `pnpm` is a real command.
  say('corepack failed; installing pnpm into a private folder');
  const prefix = join(homedir(), '.cache', 'reride', 'pnpm');
  const local = run('npm', ['install', '--prefix', prefix, `pnpm@${PNPM_VERSION}`]);
  prependPath(join(prefix, 'node_modules', '.bin'));
  if (local.status === 0 && pnpmWorks()) return;
  console.error(`${global.stderr}\n${corepack.stderr}\n${local.stderr}`);
  throw new Error(`could not install pnpm ${PNPM_VERSION}; install it yourself (npm i -g pnpm@10)`);
}

function step(title, command, args) {
  const started = Date.now();
  const result = run(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(`${title}: ${result.status === 0 ? 'done' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * What the tests need from Debian: Chromium for the browser journeys, docker-compose whose parser
 * checks docker-compose.yml (no Docker engine). Installed when running as root with apt-get;
 * otherwise named with the way to install it.
 */
function ensureDebianTools() {
  const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
  const hasCommand = (name) => run('sh', ['-c', `command -v ${name}`]).status === 0;
  const missing = [
    !existsSync(chromium) && {
      pkg: 'chromium',
      why: `Chromium not found at ${chromium}: the browser journeys (pnpm test:e2e) need it; or set CHROMIUM_PATH to a Chrome/Chromium binary`,
    },
    !hasCommand('docker-compose') && {
      pkg: 'docker-compose',
      why: 'docker-compose not found: the compose check of the browser journeys parses docker-compose.yml with it',
    },
  ].filter(Boolean);
  if (missing.length === 0) return;
  const pkgs = missing.map((tool) => tool.pkg);
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    say(`installing ${pkgs.join(' and ')} from Debian (about a minute)`);
    step('apt-get update', 'apt-get', ['update', '-qq']);
    step(`apt-get install ${pkgs.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...pkgs]);
    return;
  }
  for (const tool of missing) say(`${tool.why}. Install it (Debian: apt-get install ${tool.pkg}).`);
}

if (!pnpmWorks()) installPnpm();
step('pnpm install --frozen-lockfile', 'pnpm', ['install', '--frozen-lockfile']);
if (target === 'validate') {
  ensureDebianTools();
  step('database (pnpm db:prepare)', 'pnpm', ['db:prepare']);
}
const child = spawn('pnpm', ['run', target], { cwd: ROOT, env, stdio: 'inherit' });
// A terminal's Ctrl-C reaches the child's whole group already; let it stop in its own order.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
