import { pino, type Level, type Logger } from 'pino';

/** JSON logs on stdout; credentials never reach them. LOG_LEVEL comes from config.ts. */
export function createLogger(settings: { LOG_LEVEL: Level | 'silent' }): Logger {
  return pino({
    level: settings.LOG_LEVEL,
    base: { service: 'reride-api' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
