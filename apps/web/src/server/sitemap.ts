import { escapeHtml } from '@reride/shared';
import { Router, type Request, type Response } from 'express';
import { ApiError, callApi } from '../lib/api-client';
import { paths } from '../lib/paths';

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Search engines may hold these for ten minutes; a sale drops out of the next fetch. */
export const SITEMAP_CACHE = 'public, max-age=0, s-maxage=600';

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) => {
    const last = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeHtml(loc)}</loc>${last}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Signed-in pages: nothing there for a crawler.
    `Disallow: ${paths.dashboard.root.path}`,
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const PAGES_FILE = '/sitemaps/pages.xml';
const PROFILES_FILE = '/sitemaps/profiles.xml';
const bikesFile = (file: number) => `/sitemaps/bikes-${file}.xml`;

function sendXml(res: Response, xml: string) {
  res.set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
}

function sendFailure(res: Response, error: unknown) {
  const status = error instanceof ApiError && error.status === 404 ? 404 : 503;
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(status === 404 ? 'No such sitemap' : 'The sitemap is unavailable, try again shortly');
}

/**
 * `/robots.txt` and the sitemaps, from the API's public endpoints: an index naming the pages file
 * (home, blogs, search, the site's own pages, the categories), the profiles file (the public
 * profiles of people with a listed bike) and one file per SITEMAP_URLS_PER_FILE listed bikes.
 * Sold and removed bikes are not listed, so they are not here, nor are removed people.
 */
export function sitemapRoutes(originOf: (req: Request) => string) {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', async (req, res) => {
    try {
      const { files } = await callApi('getBikeSitemap', { auth: 'none' });
      const origin = originOf(req);
      const bikeFiles = Array.from({ length: files }, (_, index) => origin + bikesFile(index + 1));
      sendXml(res, sitemapIndexXml([origin + PAGES_FILE, origin + PROFILES_FILE, ...bikeFiles]));
    } catch (error) {
      sendFailure(res, error);
    }
  });
  router.get(PAGES_FILE, async (req, res) => {
    try {
      const categories = await callApi('listCategories', { auth: 'none' });
      const origin = originOf(req);
      const pages = [
        paths.home.getHref(),
        paths.blogs.getHref(),
        paths.search.getHref(),
        paths.about.getHref(),
        paths.help.getHref(),
        paths.contact.getHref(),
        paths.terms.getHref(),
        paths.privacy.getHref(),
        paths.cookies.getHref(),
        paths.quote.getHref(),
      ];
      const categoryPages = categories.map((category) => paths.category.getHref(category._id));
      sendXml(res, urlsetXml([...pages, ...categoryPages].map((path) => ({ loc: origin + path }))));
    } catch (error) {
      sendFailure(res, error);
    }
  });
  /** A file of records' pages: each record's path on this origin, with its last change. */
  const recordsFile =
    <T extends { _id: string; lastModified?: string | undefined }>(
      load: (req: Request) => Promise<readonly T[]>,
      pathOf: (id: string) => string,
    ) =>
    async (req: Request, res: Response) => {
      try {
        const records = await load(req);
        const origin = originOf(req);
        sendXml(
          res,
          urlsetXml(records.map((r) => ({ loc: origin + pathOf(r._id), lastmod: r.lastModified }))),
        );
      } catch (error) {
        sendFailure(res, error);
      }
    };
  router.get(
    PROFILES_FILE,
    recordsFile(
      async () => (await callApi('getProfileSitemap', { auth: 'none' })).profiles,
      paths.profile.getHref,
    ),
  );
  router.get(
    /^\/sitemaps\/bikes-([1-9][0-9]{0,5})\.xml$/,
    recordsFile(async (req) => {
      const file = (req.params as Record<string, string>)[0] ?? '';
      return (await callApi('getBikeSitemapFile', { auth: 'none', params: { file } })).bikes;
    }, paths.bike.getHref),
  );
  return router;
}
