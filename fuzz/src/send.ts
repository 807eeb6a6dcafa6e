import { Agent, request } from 'node:http';
import type { FuzzRequest } from './requests';

export interface FuzzResponse {
  status: number;
  contentType: string;
  /** The body as text (binary bodies are summarised). */
  text: string;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
const TIMEOUT_MS = 30_000;

function multipart(part: { field: string; bytes: Buffer; filename: string; type: string }) {
  const boundary = `----reride-fuzz-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, part.bytes, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Sends the request as built, byte for byte (node:http, not fetch, which normalises URLs).
 * A kept-alive socket the server closed for idleness just as it was reused resets before
 * the request reaches any handler; Node's docs advise sending it again, which this does once.
 */
export async function send(
  baseUrl: string,
  req: FuzzRequest,
  requestId: string,
): Promise<FuzzResponse> {
  try {
    return await sendOnce(baseUrl, req, requestId);
  } catch (err) {
    if (!(err instanceof StaleSocketError)) throw err;
    return sendOnce(baseUrl, req, requestId);
  }
}

class StaleSocketError extends Error {}

function sendOnce(baseUrl: string, req: FuzzRequest, requestId: string): Promise<FuzzResponse> {
  const base = new URL(baseUrl);
  const headers: Record<string, string> = { ...req.headers, 'x-request-id': requestId };
  let payload: Buffer | undefined;
  if (typeof req.body === 'string') payload = Buffer.from(req.body, 'utf8');
  else if (req.body) {
    const encoded = multipart(req.body.multipart);
    payload = encoded.body;
    headers['content-type'] = encoded.type;
  }
  if (payload) headers['content-length'] = String(payload.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        if (contentType.startsWith('text/event-stream')) {
          // An event stream stays open: its status and type are the answer.
          res.destroy();
          outgoing.destroy();
          resolve({
            status: res.statusCode ?? 0,
            contentType,
            text: '',
            ms: performance.now() - started,
          });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text =
            /json|text/.test(contentType) || contentType === ''
              ? raw.toString('utf8')
              : `<${raw.length} bytes>`;
          resolve({
            status: res.statusCode ?? 0,
            contentType,
            text,
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && err.code === 'ECONNRESET';
      reject(stale ? new StaleSocketError(err.message) : err);
    });
    outgoing.end(payload);
  });
}
