// Part of `pnpm lint`: the repository stands alone, so no tracked source file may cite documents
// that live outside it (a product spec's "§n", design or style notes) or issue numbers. Cite
// docs/domain.md, docs/architecture.md or docs/decisions/ instead.
import { execFileSync } from 'node:child_process';

const PATTERN = String.raw`\bSPEC(\.md)? ?§|\bDESIGN(\.md)?\b|\bSTYLE\.md\b|§ ?[0-9]|\b[Ii]ssue ?#?[0-9]+`;
const PATHS = ['*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.java', '*.yml', 'Dockerfile', '*.md'];

let output = '';
try {
  output = execFileSync(
    'git',
    ['grep', '-nIE', PATTERN, '--', ...PATHS, ':!scripts/check-citations.mjs'],
    {
      encoding: 'utf8',
    },
  );
} catch (error) {
  // git grep exits 1 when nothing matches: the clean case.
  if (error.status !== 1) throw error;
}
if (output.trim()) {
  console.error('Comments or names cite documents outside the repository or issue numbers:');
  console.error(output.trimEnd());
  console.error('Cite docs/domain.md, docs/architecture.md or docs/decisions/ instead.');
  process.exit(1);
}
