import { Router } from 'express';
import { buildOpenApiDocument, messages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import { renderDocsPage } from './docs-page';

export interface OpsDeps {
  publicApiUrl: string;
  /** Resolves when the database answers a ping. */
  ping: () => Promise<void>;
}

/** Liveness, readiness and the API reference. */
export function createOpsRouter({ publicApiUrl, ping }: OpsDeps) {
  const router = Router();
  const openApi = buildOpenApiDocument(publicApiUrl);
  const docsPage = renderDocsPage(openApi);

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    try {
      await ping();
    } catch (error) {
      throw new AppError('UNAVAILABLE', messages.errors.unavailable, undefined, error);
    }
    res.json({ status: 'ready' });
  });

  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  router.get('/docs', (_req, res) => {
    res.type('html').send(docsPage);
  });

  return router;
}
