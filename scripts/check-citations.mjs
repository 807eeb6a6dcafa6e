// Part of `pnpm lint`: the repository stands alone.
// 1. No tracked source file may cite documents that live outside it (a product spec's "§n",
//    design or style notes) or issue numbers: cite docs/domain.md, docs/architecture.md or
//    docs/decisions/ instead.
// 2. A repository path named in a comment or a document must exist, so a comment cannot keep
//    pointing at a file that moved (scripts/check-citations.test.mjs plants both mistakes).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUTSIDE = String.raw`\bSPEC(\.md)? ?§|\bDESIGN(\.md)?\b|\bSTYLE\.md\b|§ ?[0-9]|\b[Ii]ssue ?#?[0-9]+`;
const PATHS = ['*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.java', '*.yml', 'Dockerfile', '*.md'];
const SELF = 'scripts/check-citations.mjs';

/** What a path named in prose ends with: files only, so words like "and/or" never count. */
const FILE_EXTENSIONS =
  'ts|tsx|js|mjs|cjs|md|css|json|ya?ml|java|sh|html|xml|xsd|svg|png|webp|jpe?g|txt|example';
/** A path with at least one folder (`a/b.ts`, `./a/b.md`, `../x/y.ts`) or a folder (`a/b/`). */
const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w@./:-])(?:\.{1,2}/)*((?:[\w.-]+/)+(?:[\w.-]+\.(?:${FILE_EXTENSIONS})\b|(?=[\s\`'"),;:]|$)))`,
  'g',
);

/**
 * Paths that name no tracked file on purpose: build output, installed packages, run-time data,
 * and the sibling checkout of shared documents the rule above already keeps out.
 */
const UNTRACKED = [
  /(^|\/)dist\//,
  /(^|\/)node_modules\//,
  /(^|\/)\.data\//,
  /(^|\/)\.turbo\//,
  /(^|\/)coverage\//,
  /(^|\/)(test-results|playwright-report)\//,
  /^\.cache\//,
  /^(usr|etc|tmp|var|proc|dev|root|home|opt)\//,
  /^bench\/results\/(?!latest\.json)/,
];

/** Comments of a source file (line and block), with their line numbers; strings are skipped. */
export function commentLines(text) {
  const lines = [];
  const pattern =
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    if (!token.startsWith('/')) continue;
    const first = text.slice(0, match.index).split('\n').length;
    token.split('\n').forEach((line, i) => lines.push({ line: first + i, text: line }));
  }
  return lines;
}

/** The path-like tokens of one line. */
export function pathsIn(line) {
  const found = [];
  for (const match of line.matchAll(PATH_TOKEN)) {
    const path = match[1];
    if (/[*<>{}$]/.test(path) || path.includes('//')) continue;
    found.push(path);
  }
  return found;
}

/**
 * Whether `path`, named in `file`, is a tracked file or folder: relative to the repository's
 * root, to the citing file's folder, or as the tail of a tracked path (a comment in
 * apps/api/src says `features/bikes/bikes.service.ts`, a web one `lib/paths.ts`).
 */
export function resolves(path, file, tracked) {
  if (UNTRACKED.some((pattern) => pattern.test(path))) return true;
  const folder = path.endsWith('/');
  const here = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const candidates = [path, normalise(here + path)];
  for (const candidate of candidates) {
    if (folder ? tracked.folders.has(candidate) : tracked.files.has(candidate)) return true;
  }
  const tail = `/${path.replace(/^(\.\.?\/)+/, '')}`;
  const pool = folder ? tracked.folders : tracked.files;
  for (const known of pool) if (`/${known}`.endsWith(tail)) return true;
  return false;
}

function normalise(path) {
  const parts = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

export function trackedSet(files) {
  const folders = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(`${parts.slice(0, i).join('/')}/`);
  }
  return { files: new Set(files), folders };
}

/** Paths named in `text` (a file at `file`) that resolve to nothing tracked. */
export function brokenPaths(file, text, tracked) {
  const prose = /\.(md|ya?ml)$|Dockerfile$/.test(file)
    ? text.split('\n').map((line, i) => ({ line: i + 1, text: line }))
    : commentLines(text);
  const broken = [];
  for (const { line, text: content } of prose) {
    for (const path of pathsIn(content)) {
      if (!resolves(path, file, tracked)) broken.push({ file, line, path });
    }
  }
  return broken;
}

/** A path the repository ignores on purpose (build output, run artifacts) names no tracked file. */
function ignoredByGit({ file, path }) {
  const here = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  for (const candidate of [path, normalise(here + path)]) {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate]);
      return true;
    } catch {
      // exit 1: not ignored; try the next reading of the path
    }
  }
  return false;
}

function outsideCitations() {
  try {
    return execFileSync('git', ['grep', '-nIE', OUTSIDE, '--', ...PATHS, `:!${SELF}`], {
      encoding: 'utf8',
    });
  } catch (error) {
    // git grep exits 1 when nothing matches: the clean case.
    if (error.status !== 1) throw error;
    return '';
  }
}

function main() {
  let failed = false;
  const outside = outsideCitations();
  if (outside.trim()) {
    console.error('Comments or names cite documents outside the repository or issue numbers:');
    console.error(outside.trimEnd());
    console.error('Cite docs/domain.md, docs/architecture.md or docs/decisions/ instead.');
    failed = true;
  }
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const tracked = trackedSet(files);
  const cited = files.filter(
    (f) => /\.(ts|tsx|js|mjs|css|java|md|ya?ml)$|Dockerfile$/.test(f) && f !== SELF,
  );
  const broken = cited.flatMap((file) => {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return []; // listed but deleted in the working tree
    }
    return brokenPaths(file, text, tracked);
  });
  const unignored = broken.filter((b) => !ignoredByGit(b));
  if (unignored.length > 0) {
    console.error('Comments or documents name repository paths that do not exist:');
    for (const b of unignored) console.error(`  ${b.file}:${b.line}: ${b.path}`);
    failed = true;
  }
  if (failed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
