import { describe, expect, it } from 'vitest';
import { parseSitemap, validateSitemapXml } from './sitemap';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="${NS}">
  <sitemap><loc>http://127.0.0.1:5173/sitemaps/pages.xml</loc></sitemap>
  <sitemap><loc>http://127.0.0.1:5173/sitemaps/bikes-1.xml</loc><lastmod>2025-06-01T10:00:00+00:00</lastmod></sitemap>
</sitemapindex>`;

const urlset = (urls: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls}\n</urlset>`;

const URLSET =
  urlset(`  <url><loc>http://127.0.0.1:5173/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>
  <url><loc>http://127.0.0.1:5173/bikes/abc123?from=a&amp;to=b</loc><lastmod>2025-06-01</lastmod></url>`);

describe('validateSitemapXml', () => {
  it('accepts a valid sitemap index and a valid urlset', async () => {
    expect(await validateSitemapXml(INDEX)).toEqual([]);
    expect(await validateSitemapXml(URLSET)).toEqual([]);
  });

  it('rejects a <lastmod> that is not a W3C date', async () => {
    const errors = await validateSitemapXml(
      urlset(`<url><loc>http://127.0.0.1:5173/</loc><lastmod>01/06/2025</lastmod></url>`),
    );
    expect(errors).toEqual([
      "line 3: Element 'lastmod': '01/06/2025' is not a valid value of the union type 'tLastmod'.",
    ]);
  });

  it('rejects a <url> without <loc>', async () => {
    const errors = await validateSitemapXml(urlset(`<url><lastmod>2025-06-01</lastmod></url>`));
    expect(errors).toEqual([
      "line 3: Element 'lastmod': This element is not expected. Expected is ( loc ).",
    ]);
  });

  it('rejects an element the protocol does not have', async () => {
    const [error, ...rest] = await validateSitemapXml(
      urlset(`<url><loc>http://127.0.0.1:5173/</loc><price>450</price></url>`),
    );
    expect(rest).toEqual([]);
    expect(error).toMatch(/^line 3: Element 'price': This element is not expected\./);
  });

  it('rejects an index entry without <loc>, a wrong root, a missing namespace, bad XML', async () => {
    expect(
      await validateSitemapXml(`<sitemapindex xmlns="${NS}"><sitemap/></sitemapindex>`),
    ).toEqual(["line 1: Element 'sitemap': Missing child element(s). Expected is ( loc )."]);
    expect(await validateSitemapXml(`<rss xmlns="${NS}"/>`)).toEqual([
      "line 1: Element 'rss': No matching global declaration available for the validation root.",
    ]);
    expect(
      await validateSitemapXml('<urlset><url><loc>http://127.0.0.1/</loc></url></urlset>'),
    ).toHaveLength(1);
    expect((await validateSitemapXml(`<urlset xmlns="${NS}"><url>`))[0]).toMatch(
      /^line 1: parser error : /,
    );
  });
});

describe('parseSitemap', () => {
  it('lists the locs of an index and of a urlset, decoded', () => {
    expect(parseSitemap(INDEX)).toEqual({
      kind: 'index',
      locs: [
        'http://127.0.0.1:5173/sitemaps/pages.xml',
        'http://127.0.0.1:5173/sitemaps/bikes-1.xml',
      ],
    });
    expect(parseSitemap(URLSET)).toEqual({
      kind: 'urlset',
      locs: ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/bikes/abc123?from=a&to=b'],
    });
  });

  it('refuses a document that is not a sitemap', () => {
    expect(() => parseSitemap('<rss/>')).toThrow('Not a sitemap: the root element is <rss>');
  });
});
