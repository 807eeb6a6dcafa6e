import { pino, type Logger } from 'pino';
import type { Config } from './config';

/** JSON logs on stdout; credentials never reach them. */
export function createLogger(config: Pick<Config<[]>, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'reride-api' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
