// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';
import { sitemapIndexXml, urlsetXml } from './sitemap';

const bikeHead = (inStock: boolean) => ({
  page: 'Trek </script><script>alert(1)</script>',
  description: '$650 · Good · Khulna.',
  image: 'https://api.example/images/abc?size=large',
  product: {
    name: 'Trek </script><script>alert(1)</script>',
    price: 650,
    currency: 'USD',
    inStock,
    images: ['https://api.example/images/abc?size=large'],
  },
});

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('headTags', () => {
  it('describes a bike for link previews and search engines, its text unable to leave its tags', () => {
    const html = headTags(bikeHead(true), 'https://reride.example/bikes/1');

    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://api.example/images/abc?size=large" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="product:price:amount" content="650.00" />');
    expect(html).toContain('<meta property="product:availability" content="in stock" />');
    // One script element only: the name's "</script>" is escaped in JSON-LD and attributes.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Trek </script><script>alert(1)</script>',
      offers: {
        '@type': 'Offer',
        price: '650.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://reride.example/bikes/1',
      },
    });
  });

  it('says when a bike is sold', () => {
    const html = headTags(bikeHead(false), 'https://reride.example/bikes/1');
    expect(html).toContain('content="out of stock"');
    expect(jsonLd(html)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('keeps pages without their own content out of indexes, with no product tags', () => {
    const html = headTags(
      { page: 'Not Found', description: 'This page does not exist', noIndex: true },
      'https://reride.example/x',
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('product:');
    expect(html).not.toContain('ld+json');
  });
});

describe('sitemap XML', () => {
  it('escapes what XML would misread', () => {
    expect(
      urlsetXml([{ loc: 'https://r.example/search?q=a&b=c', lastmod: '2026-01-02' }]),
    ).toContain(
      '<url><loc>https://r.example/search?q=a&amp;b=c</loc><lastmod>2026-01-02</lastmod></url>',
    );
    expect(sitemapIndexXml(['https://r.example/sitemaps/pages.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
  });
});
