import express from 'express';
import { pino, type Level } from 'pino';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_ID_HEADER, useRequestLog } from './request-log';

/** The request log on a tiny app, its lines caught in memory. */
interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

function appLoggingAt(level: Level) {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = express();
  useRequestLog(app, logger);
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/missing', (_req, res) => {
    res.status(404).json({});
  });
  app.get('/broken', (req, res) => {
    req.log.error('something broke');
    res.status(500).json({});
  });
  return { lines, logger, request: supertest(app) };
}

/** Lines are written when the response closes, a moment after the client has its answer. */
async function linesOnceWritten(lines: Line[], count: number): Promise<Line[]> {
  await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(count));
  return lines;
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;

describe('the request log', () => {
  it('writes one line per answer at info, naming the request and its status', async () => {
    const { lines, request } = appLoggingAt('info');
    await request.get('/ok?x=1').set(REQUEST_ID_HEADER, 'abc-123').expect(200);
    const [line] = await linesOnceWritten(lines, 1);
    expect(line).toMatchObject({
      level: INFO,
      msg: 'request completed',
      req: { id: 'abc-123', method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('logs a 4xx at warn and a 5xx at error, with what the route logged under the same id', async () => {
    const { lines, request } = appLoggingAt('info');
    await request.get('/missing').expect(404);
    await linesOnceWritten(lines, 1);
    const broken = await request.get('/broken').expect(500);
    await linesOnceWritten(lines, 3);
    const id = broken.headers['x-request-id'];
    expect(lines.map((l) => [l.level, l.msg, l.req?.url])).toEqual([
      [WARN, 'request completed', '/missing'],
      [ERROR, 'something broke', '/broken'],
      [ERROR, 'request errored', '/broken'],
    ]);
    expect(lines.slice(1).map((l) => l.req?.id)).toEqual([id, id]);
    expect(lines[2]?.err?.message).toBe('failed with status code 500');
  });

  it('makes no per-request logger when nothing is logged (2xx at warn)', async () => {
    const { lines, logger, request } = appLoggingAt('warn');
    const child = vi.spyOn(logger, 'child');
    await request.get('/ok').expect(200);
    await request.get('/missing').expect(404);
    await linesOnceWritten(lines, 1);
    expect(lines.map((l) => l.req?.url)).toEqual(['/missing']);
    expect(child).toHaveBeenCalledTimes(1);
  });
});
