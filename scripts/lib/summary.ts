import type { ProvisionedDatabase } from '@reride/devstack';

export interface SummaryInput {
  web: number;
  api: number;
  authHost: string;
  db: ProvisionedDatabase;
  apiReady: boolean;
  /** The mail catcher's web inbox; null when SMTP_URL names a server of one's own. */
  mailInbox: string | null;
}

function box(title: string, rows: [string, string][], footer: string): string {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const lines = [title, '', ...rows.map(([l, v]) => `${l.padEnd(labelWidth)}  ${v}`), '', footer];
  const width = Math.max(...lines.map((line) => line.length));
  const body = lines.map((line) => `│ ${line.padEnd(width)} │`);
  return [`┌${'─'.repeat(width + 2)}┐`, ...body, `└${'─'.repeat(width + 2)}┘`].join('\n');
}

/** The URLs a developer needs, once everything is up. */
export function printSummary(input: SummaryInput): void {
  const api = `http://localhost:${input.api}`;
  const rows: [string, string][] = [
    ['Web', `http://localhost:${input.web}`],
    ['API', `${api}${input.apiReady ? '' : '  (not ready yet)'}`],
    ['API docs', `${api}/docs`],
    ['Auth emulator', `http://${input.authHost}`],
    ['Mail inbox', input.mailInbox ?? 'SMTP_URL (your own server)'],
    ['Database', `${input.db.engine} ${input.db.version}`],
    ['', input.db.uri],
  ];
  console.log(`\n${box('ReRide is running', rows, 'Press Ctrl-C to stop everything.')}\n`);
}
