import { buildOpenApiDocument, contract, errorMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import { renderDocsPage } from './docs-page';

export interface OpsDeps {
  guards: Guards;
  publicApiUrl: string;
  /** Resolves when the database answers a ping. */
  ping: () => Promise<void>;
}

/** Liveness, readiness and the API reference. */
export function createOpsRouter({ guards, publicApiUrl, ping }: OpsDeps) {
  const { router, bind } = contractRouter(guards);
  const openApi = buildOpenApiDocument(publicApiUrl);
  const docsPage = renderDocsPage(openApi);

  // `as const`: a handler without parameters is typed before its entry is known, and a literal
  // left to widen ('ok' to string) would not match the entry's response.
  bind(contract.health, () => ({ status: 'ok' }) as const);

  bind(contract.ready, async () => {
    try {
      await ping();
    } catch (error) {
      throw new AppError('UNAVAILABLE', errorMessages.errors.unavailable, undefined, error);
    }
    return { status: 'ready' } as const;
  });

  // The reference describes the contract; it is not an endpoint of it.
  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  router.get('/docs', (_req, res) => {
    res.type('html').send(docsPage);
  });

  return router;
}
