import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const CHILD = Symbol('request logger');

declare module 'http' {
  interface IncomingMessage {
    /** The caller's well-formed X-Request-Id, otherwise a new UUID; echoed in the response. */
    id: string;
    /** Logs with `req: { id, method, url }`, so an error line names its request. */
    log: Logger;
  }
}

type LoggedRequest = Request & { [CHILD]?: Logger };

function levelOf(res: Response): 'info' | 'warn' | 'error' {
  return res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
}

/**
 * One line per request, at a cost that does not dominate a 1 ms answer: the request's child
 * logger is made only when something logs through it (`req.log`, a getter on this app's request
 * prototype, as Express defines `req.ip`), and the completion line is skipped before any work
 * when its level is off (production logs 2xx at info; the bench and load runs at warn).
 */
export function useRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger {
      this[CHILD] ??= logger.child({
        req: { id: this.id, method: this.method, url: this.originalUrl },
      });
      return this[CHILD];
    },
  });
  const logsAnything = logger.isLevelEnabled('error');
  const handler: RequestHandler = (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id =
      typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, req.id);
    if (logsAnything) {
      const started = Date.now();
      // 'close' follows 'finish' on every response, and comes alone when the client went away.
      res.once('close', () => logCompletion(logger, req, res, Date.now() - started));
    }
    next();
  };
  app.use(handler);
}

function logCompletion(logger: Logger, req: Request, res: Response, responseTime: number): void {
  const level = levelOf(res);
  if (!logger.isLevelEnabled(level)) return;
  const fields = { res: { statusCode: res.statusCode }, responseTime };
  if (!res.writableFinished) {
    req.log[level](fields, 'request aborted');
  } else if (res.statusCode >= 500) {
    const err = new Error(`failed with status code ${res.statusCode}`);
    req.log[level]({ ...fields, err }, 'request errored');
  } else {
    req.log[level](fields, 'request completed');
  }
}
