import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from './ports';

/**
 * A local SMTP server that keeps every mail and shows it in a web inbox (MailDev): `npm start`
 * points the API's SMTP_URL at it, and the API's email tests read what arrived through its HTTP
 * API. Nothing it receives is relayed anywhere.
 */
export interface MailCatcherOptions {
  /** Default: a free port. */
  smtpPort?: number;
  /** The web inbox and its HTTP API; default: a free port. */
  webPort?: number;
  /** Mails are kept there and shown again after a restart; default: a new temporary folder. */
  dataDir?: string;
}

/** One mail as the catcher holds it. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: string[];
  /** The Message-ID header, `<id@domain>`. */
  messageId: string;
  html: string;
  text: string;
}

export interface RunningMailCatcher {
  /** The value for the API's SMTP_URL. */
  smtpUrl: string;
  /** The web inbox. */
  webUrl: string;
  /** Every mail received so far, oldest first. */
  mails(): Promise<CaughtMail[]>;
  /** Forgets every mail received so far. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

interface MailDevEmail {
  id: string;
  subject?: string;
  to?: { address: string }[];
  headers?: Record<string, string>;
  html?: string;
  text?: string;
}

const HOST = '127.0.0.1';

/** MailDev announces its HTTP address on the console by itself; the callers print their own. */
async function quietly<T>(start: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = () => {};
  try {
    return await start();
  } finally {
    console.info = info;
  }
}

async function catcherApi(webUrl: string, path: string, init?: RequestInit) {
  const response = await fetch(`${webUrl}/api${path}`, init);
  if (!response.ok) throw new Error(`mail catcher: ${path} answered ${response.status}`);
  return response;
}

/** Every mail a running catcher holds, oldest first, read through its HTTP API at `webUrl`. */
export async function readCaughtMails(webUrl: string): Promise<CaughtMail[]> {
  const list = (await (await catcherApi(webUrl, '/email')).json()) as MailDevEmail[];
  return list.map((m) => ({
    id: m.id,
    subject: m.subject ?? '',
    to: (m.to ?? []).map((t) => t.address),
    messageId: m.headers?.['message-id'] ?? '',
    html: m.html ?? '',
    text: m.text ?? '',
  }));
}

/**
 * A caught mail's headers as sent, names in lower case, read from its raw source: MailDev's JSON
 * keeps only some of them (no List-Unsubscribe). Folded lines are joined.
 */
export async function readCaughtMailHeaders(
  webUrl: string,
  id: string,
): Promise<Record<string, string>> {
  const source = await (await catcherApi(webUrl, `/email/${encodeURIComponent(id)}/source`)).text();
  const head = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export async function startMailCatcher(
  options: MailCatcherOptions = {},
): Promise<RunningMailCatcher> {
  // Loaded on demand: most users of the devstack never start a catcher.
  const { MailDev } = await import('maildev');
  const smtpPort = options.smtpPort ?? (await findFreePort());
  const webPort = options.webPort ?? (await findFreePort());
  const mailDirectory = options.dataDir
    ? resolve(options.dataDir)
    : await mkdtemp(join(tmpdir(), 'reride-mail-'));
  await mkdir(mailDirectory, { recursive: true });
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: HOST,
    web: webPort,
    webIp: HOST,
    mailDirectory,
    silent: true,
  });
  await quietly(() => maildev.start());
  const webUrl = `http://${HOST}:${webPort}`;
  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    webUrl,
    mails: () => readCaughtMails(webUrl),
    clear: () => catcherApi(webUrl, '/email/all', { method: 'DELETE' }).then(() => undefined),
    stop: () => maildev.stop(),
  };
}
