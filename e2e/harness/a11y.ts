import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ARTIFACTS } from './context';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core on the page as it is now. Serious and critical violations fail the journey, listed
 * with their rule, impact and elements; every finding (minor ones too) goes to
 * artifacts/a11y.jsonl for the run's report.
 */
export async function expectNoSeriousA11yViolations(page: Page, label?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const where = label ?? new URL(page.url()).pathname;
  const findings = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  await mkdir(ARTIFACTS, { recursive: true });
  await appendFile(join(ARTIFACTS, 'a11y.jsonl'), `${JSON.stringify({ page: where, findings })}\n`);
  const serious = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
  if (serious.length > 0) {
    const list = serious
      .map((f) => `  - ${f.rule} (${f.impact}): ${f.help}\n      ${f.targets.join('\n      ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${where}:\n${list}`);
  }
}
