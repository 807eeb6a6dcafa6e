import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '@reride/devstack';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Lighthouse 12 (pinned in package.json) from its CLI, a process of its own, driving Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Mobile is Lighthouse's default (Moto G
 * Power, simulated slow 4G and 4x CPU slowdown); desktop is its `--preset=desktop`.
 * `mobile-calibrated` is mobile with the CPU slowdown Lighthouse's throttling guide gives for
 * this host's benchmark index: 4x assumes a host of index ~1500, and on a slower host it
 * simulates a phone slower than the Moto G Power.
 */
export type Preset = 'mobile' | 'desktop' | 'mobile-calibrated';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own measure of the host CPU (environment.benchmarkIndex). */
  benchmarkIndex: number;
  /**
   * The weighted audits that did not pass in accessibility, best practices and SEO, as
   * `category: audit-id` (the median keeps those of any run): what a score under 100 is made of.
   */
  failedAudits: string[];
}

/** The categories whose failed audits are named (performance has its figures instead). */
const NAMED_FAILURES = ['accessibility', 'best-practices', 'seo'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
interface Report {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] }
  >;
  audits: Record<string, { numericValue?: number; score?: number | null }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}

/**
 * The CPU slowdown that makes this host behave as Lighthouse's mobile target, by the formula of
 * Lighthouse's CPU throttling calculator (linked from its throttling guide).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

/** Lighthouse now and then loses its trace on a loaded machine (NO_NAVSTART): try again. */
export async function runLighthouse(
  benchDir: string,
  url: string,
  preset: Preset,
  outFile: string,
  cpuSlowdown?: number,
  attempts = 3,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(benchDir, url, preset, outFile, cpuSlowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  lighthouse: ${(error as Error).message.split('\n')[0]}; trying again`);
    }
  }
}

async function runLighthouseOnce(
  benchDir: string,
  url: string,
  preset: Preset,
  outFile: string,
  cpuSlowdown: number | undefined,
): Promise<LighthouseFigures> {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${['--headless=new', ...OFFLINE_CHROMIUM_FLAGS].join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
  ];
  const run = spawnSync(join(benchDir, 'node_modules/.bin/lighthouse'), args, {
    cwd: benchDir,
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    stdio: 'pipe',
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr.toString()}`);
  const report = JSON.parse(await readFile(outFile, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
    failedAudits: NAMED_FAILURES.flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter(({ id, weight }) => {
          const auditScore = report.audits[id]?.score;
          return weight > 0 && typeof auditScore === 'number' && auditScore < 1;
        })
        .map(({ id }) => `${category}: ${id}`),
    ),
  };
}

/** Each figure the median of `runs` runs. */
export async function medianLighthouse(
  runs: number,
  once: (i: number) => Promise<LighthouseFigures>,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await once(i));
  const med = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => {
    const sorted = all.map((f) => f[key]).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  };
  return {
    performance: med('performance'),
    accessibility: med('accessibility'),
    bestPractices: med('bestPractices'),
    seo: med('seo'),
    lcpMs: med('lcpMs'),
    tbtMs: med('tbtMs'),
    cls: med('cls'),
    benchmarkIndex: med('benchmarkIndex'),
    failedAudits: [...new Set(all.flatMap((figures) => figures.failedAudits))],
    runs: all,
  };
}
