import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/route-table';
import { SITE_DESCRIPTION, type PageHead, type RouteHandle } from '../lib/page-head';
import { createQueryClient } from '../lib/query-client';
import type { PageStatus, ServerLoadContext } from '../lib/route-loading';
import { dehydrateQueries, serializeServerState } from '../lib/server-state';

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      html: string;
      state: string;
      /** The matched routes' ids, which name their modules (src/app/route-table.tsx). */
      routeIds: string[];
    };

const handler = createStaticHandler(routes);

/** React Router's own error serialisation (what StaticRouterProvider writes for hydration). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}

function isPageStatus(value: unknown): value is PageStatus {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/** The router's status, or the one a loader asked for (a gone bike is a 404 page, not an error). */
function statusOf(context: StaticHandlerContext): number {
  const asked = Object.values(context.loaderData)
    .filter(isPageStatus)
    .map((page) => page.status);
  return Math.max(context.statusCode, ...asked);
}

function headOf(context: StaticHandlerContext, load: ServerLoadContext, url: URL): PageHead {
  // The deepest route that describes its page; an error page describes nothing.
  const described = context.errors
    ? undefined
    : [...context.matches]
        .reverse()
        .map((match) => ({ match, head: (match.route.handle as RouteHandle | undefined)?.head }))
        .find(({ head }) => head);
  if (!described?.head) {
    return { page: null, description: SITE_DESCRIPTION, noIndex: Boolean(context.errors) };
  }
  const { match, head } = described;
  return head({ params: match.params, url, queryClient: load.queryClient });
}

async function renderToHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One page as an anonymous visitor sees it: the route's loaders fill a cache of this request's
 * own, the app renders from it to HTML, and the cache and the router's data go along for
 * hydration (docs/decisions/009-server-rendering-in-data-mode.md).
 */
export async function renderPage(request: Request): Promise<RenderedPage> {
  const load: ServerLoadContext = { queryClient: createQueryClient({ server: true }) };
  const context = await handler.query(request, { requestContext: load });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location) return { kind: 'redirect', status: context.status, location };
    throw new Error(`A loader answered ${context.status} without a page`);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <AppProviders queryClient={load.queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const state = serializeServerState({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    queries: dehydrateQueries(load.queryClient),
  });
  const head = headOf(context, load, new URL(request.url));
  load.queryClient.clear();
  const routeIds = context.matches.map((match) => match.route.id);
  return { kind: 'page', status: statusOf(context), head, html, state, routeIds };
}
