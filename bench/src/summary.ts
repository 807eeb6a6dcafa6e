import type { Document } from 'mongodb';
import type { LoadOptions, SerialFigures } from './load';
import { formatTable, type Row } from './report';
import type { WebResults } from './web-phase';

/** The tables `pnpm bench` prints at the end (the README's Performance section copies them). */
export interface Summary {
  rows: Row[];
  stored: number;
  rounds: number;
  load: LoadOptions;
  growth: {
    serialMedianMs: Record<string, { cold: SerialFigures; warm: SerialFigures }>;
    ratios: Record<string, number>;
  };
  memory: Record<string, unknown>;
  explain: Record<string, Document>;
  web: WebResults | null;
  log: (line: string) => void;
}

function planLine(plan: Document): string {
  const flags = ['filterPushdown', 'sortPushdown', 'limitPushdown']
    .filter((k) => k in plan)
    .map((k) => `${k} ${String(plan[k])}`);
  const winning = plan.winningPlan as Document | undefined;
  const stages: string[] = [];
  for (let stage = winning; stage; stage = stage.inputStage as Document | undefined) {
    const index = stage.indexName ? ` ${String(stage.indexName)}` : '';
    stages.push(`${String(stage.stage)}${index}`);
  }
  if (typeof plan.unsupported === 'string')
    return `no explain on this engine (${plan.unsupported})`;
  const planner = plan.queryPlanner as Document | undefined;
  return [...flags, stages.join(' < ') || JSON.stringify(planner ?? {})].join(', ');
}

export function printSummary(s: Summary): void {
  const { log } = s;
  const title = `Ceiling comparison, ${s.stored} bikes, ${s.load.connections} connections, median of ${s.rounds} × ${s.load.seconds} s`;
  log('\n' + formatTable(title, s.rows));
  log('\nGrowth (category page, one request at a time, median ms: no cache / cache hit)');
  for (const [name, f] of Object.entries(s.growth.serialMedianMs))
    log(`  ${name}: ${f.cold.medianMs} / ${f.warm.medianMs}`);
  log(`  ratios: ${JSON.stringify(s.growth.ratios)}`);
  log(`\nMemory (API RSS, MB): ${JSON.stringify(s.memory)}`);
  if (s.web) {
    log('\nWeb: initial JS (framework + ours) + CSS per route, gzipped (KB)');
    for (const b of s.web.bundles)
      log(
        `  ${b.route}: JS ${b.jsGzipKb} (framework ${b.frameworkJsGzipKb} + ours ${b.ownJsGzipKb}), CSS ${b.cssGzipKb}, total ${b.totalGzipKb} (${b.files} files)`,
      );
    log(
      '\nLighthouse 12 (median of runs): perf / a11y / best practices / SEO, LCP ms, TBT ms, CLS',
    );
    for (const l of s.web.lighthouse)
      log(
        `  ${l.preset.padEnd(18)}${l.page.padEnd(10)}${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}, LCP ${l.lcpMs}, TBT ${l.tbtMs}, CLS ${l.cls}, host index ${l.benchmarkIndex ?? '?'}`,
      );
  }
  log('\nexplain (winning plan)');
  for (const [name, plan] of Object.entries(s.explain)) log(`  ${name}: ${planLine(plan)}`);
}
