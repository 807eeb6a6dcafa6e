import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * A cached answer kept as the bytes it goes out as: once as it is, and, when the compression
 * middleware would compress it, gzipped and brotli-compressed too. A cache hit then writes stored
 * bytes instead of compressing the same body again on every request.
 */
export interface CachedBody {
  /** Content-Type, ETag, X-Next-Cursor as the route set them. */
  headers: Record<string, string>;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Vary as the chain sets it on this answer (Accept-Encoding only when compressible). */
  vary: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** The compression middleware's own brotli default (quality 4); gzip keeps zlib's level 6. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The stored form of `body`, compressed in the thread pool (off the event loop, whatever its size) when the
 * compression middleware would compress it: a compressible Content-Type and `thresholdBytes` or
 * more. `thresholdBytes` undefined: never compressed.
 */
export async function encodeBody(
  req: Request,
  res: Response,
  headers: Record<string, string>,
  identity: Buffer,
  thresholdBytes: number | undefined,
): Promise<CachedBody> {
  const compressible = thresholdBytes !== undefined && compression.filter(req, res);
  const body: CachedBody = {
    headers,
    identity,
    vary: compressible ? 'Authorization, Accept-Encoding' : 'Authorization',
  };
  if (compressible && identity.length >= thresholdBytes) {
    [body.gzip, body.br] = await Promise.all([
      gzipAsync(identity),
      brotliAsync(identity, BROTLI_OPTIONS),
    ]);
  }
  return body;
}

/** Accept-Encoding values seen lately and what they chose: clients send a handful of them. */
const chosen = new Map<string, Encoding>();
const CHOSEN_MAX = 64;

/** Each listed coding's quality (the highest if listed twice; a malformed q counts as 0). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    const coding = token.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    qualities.set(coding, Math.max(quality, qualities.get(coding) ?? 0));
  }
  return qualities;
}

/**
 * The encoding the compression middleware picks for this Accept-Encoding (negotiator with br
 * preferred, then gzip): the highest quality wins, br before gzip before identity on a tie;
 * identity, unless named, counts with the lowest quality listed. Deflate is not stored: a client
 * that accepts only deflate gets identity, as one that accepts nothing does.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = chosen.get(header);
  if (known) return known;
  const q = parseAcceptEncoding(header);
  const listed = [...q.values()].filter((v) => v > 0);
  const wildcard = q.get('*') ?? 0;
  const candidates: [Encoding, number][] = [
    ['br', q.get('br') ?? wildcard],
    ['gzip', q.get('gzip') ?? wildcard],
    ['identity', q.get('identity') ?? Math.min(1, ...listed)],
  ];
  let encoding: Encoding = 'identity';
  let best = 0;
  for (const [name, quality] of candidates) {
    if (quality > best) [encoding, best] = [name, quality];
  }
  if (chosen.size >= CHOSEN_MAX) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

/**
 * Answers from `body` as `res.send` would have: the ETag answers a matching If-None-Match with
 * 304 (Express's own `req.fresh`), otherwise the stored bytes in the client's encoding with
 * their length. Cache-Control is the caller's.
 */
export function sendCached(req: Request, res: Response, body: CachedBody): void {
  res.vary(body.vary);
  for (const name in body.headers) res.setHeader(name, body.headers[name]!);
  const conditional =
    req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  if (conditional && req.fresh) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = body.br ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const bytes = encoding === 'identity' ? body.identity : body[encoding]!;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = 200;
  res.end(bytes);
}
