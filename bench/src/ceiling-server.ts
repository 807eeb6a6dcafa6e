import { readFileSync } from 'node:fs';
import express from 'express';

/**
 * The framework ceiling: a bare Express 5 app answering a constant JSON body, serialised per
 * request as the API does. The body is the API's own category page, so the sizes are equal.
 */
const body = JSON.parse(readFileSync(process.env.BODY_FILE ?? '', 'utf8')) as unknown;
const port = Number(process.env.PORT);
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json(body);
});
app.listen(port, '127.0.0.1');
