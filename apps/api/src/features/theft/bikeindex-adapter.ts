import { normaliseSerial } from '@reride/shared';
import type { Platform } from '../../core/feature';
import type { RegistryAnswer, TheftRegistry } from './theft-registry';

/** What we read of a bike in Bike Index's search answers (API v3, `{ bikes: [...] }`). */
interface BikeIndexBike {
  id: number;
  serial?: string | null;
  stolen?: boolean;
}

export interface BikeIndexOptions {
  /** The service's origin, e.g. https://bikeindex.org (BIKEINDEX_API_URL). */
  baseUrl: string;
  timeoutMs: number;
  logger: Pick<Platform['logger'], 'warn'>;
  fetch?: typeof fetch;
}

/**
 * Bike Index as a registry (docs/decisions/013-stolen-bike-registry.md): its stolen search by
 * serial, then its close-serials search. Any failure (network, timeout, status, shape) answers
 * `unreachable`, never clean.
 */
export function bikeIndexRegistry(options: BikeIndexOptions): TheftRegistry {
  const doFetch = options.fetch ?? fetch;

  async function stolenBikes(path: string, serialKey: string): Promise<BikeIndexBike[]> {
    const url = new URL(path, options.baseUrl);
    url.searchParams.set('serial', serialKey);
    url.searchParams.set('stolenness', 'stolen');
    const res = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) throw new Error(`Bike Index answered ${res.status}`);
    const body = (await res.json()) as { bikes?: unknown };
    if (!Array.isArray(body.bikes)) throw new Error('Bike Index answered without bikes');
    // `stolenness=stolen` asks for stolen bikes only; a bike saying otherwise is not counted.
    return (body.bikes as BikeIndexBike[]).filter((b) => b && b.stolen !== false);
  }

  return {
    async check(serialKey): Promise<RegistryAnswer> {
      try {
        const found = await stolenBikes('/api/v3/search', serialKey);
        const exact = found.find((b) => normaliseSerial(b.serial ?? '') === serialKey);
        if (exact) return { status: 'match', exact: true, source: 'bikeindex', ref: `${exact.id}` };
        const close = [...found, ...(await stolenBikes('/api/v3/search/close_serials', serialKey))];
        const [near] = close;
        if (near) return { status: 'match', exact: false, source: 'bikeindex', ref: `${near.id}` };
        return { status: 'clean' };
      } catch (error) {
        options.logger.warn({ err: error }, 'Bike Index could not be asked');
        return { status: 'unreachable' };
      }
    },
  };
}
