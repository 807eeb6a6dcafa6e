import { describe, expect, it } from 'vitest';
import { jsonLdOfType, readLinkPreview } from './link-preview';

const PAGE = 'http://127.0.0.1:5173/bikes/abc123';

/** The preview of a page at PAGE whose <head> is `head`. */
const read = (head: string) =>
  readLinkPreview(`<!doctype html><html><head>${head}</head><body></body></html>`, PAGE);

describe('readLinkPreview', () => {
  it('reads a bike page: Open Graph, product price, Twitter card and JSON-LD', () => {
    const offer = { '@type': 'Offer', price: '450.00', priceCurrency: 'EUR' };
    const preview = read(`
        <title>Trek Domane &amp; bag | ReRide</title>
        <meta name="description" content="Plain description">
        <link rel="canonical" href="/bikes/abc123">
        <meta property="og:type" content="product">
        <meta property="og:title" content="Trek Domane AL 2">
        <meta property="og:description" content="Road bike, 56 cm, barely used">
        <meta property="og:image" content="http://127.0.0.1:4000/uploads/domane.webp">
        <meta property="og:url" content="http://127.0.0.1:5173/bikes/abc123">
        <meta property="og:site_name" content="ReRide">
        <meta property="product:price:amount" content="450.00">
        <meta property="product:price:currency" content="EUR">
        <meta name="twitter:card" content="summary_large_image">
        <meta name="twitter:title" content="Twitter title">
        <meta name="twitter:image" content="/uploads/twitter.webp">
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trek","offers":${JSON.stringify(offer)}}</script>`);
    expect(preview).toMatchObject({
      title: 'Trek Domane AL 2',
      description: 'Road bike, 56 cm, barely used',
      image: 'http://127.0.0.1:4000/uploads/domane.webp',
      url: 'http://127.0.0.1:5173/bikes/abc123',
      siteName: 'ReRide',
      type: 'product',
      price: '450.00',
      currency: 'EUR',
      twitter: {
        card: 'summary_large_image',
        title: 'Twitter title',
        description: undefined,
        image: 'http://127.0.0.1:5173/uploads/twitter.webp',
      },
      jsonLdErrors: [],
    });
    expect(jsonLdOfType(preview.jsonLd, 'Product')[0]).toMatchObject({ offers: offer });
  });

  it('falls back to the Twitter card, then to <title> and <meta name="description">', () => {
    const twitterOnly = read(`<title>Document title</title>
        <meta name="description" content="Plain description">
        <meta name="twitter:title" content="Twitter title">
        <meta name="twitter:description" content="Twitter description">
        <meta name="twitter:image:src" content="https://cdn.example.org/a.jpg">`);
    expect(twitterOnly).toMatchObject({
      title: 'Twitter title',
      description: 'Twitter description',
      image: 'https://cdn.example.org/a.jpg',
    });

    const bare = read(`<title>
          Document   title
        </title><meta name="description" content="Plain description">`);
    expect(bare).toMatchObject({
      title: 'Document title',
      description: 'Plain description',
      image: undefined,
      url: PAGE,
      siteName: undefined,
    });
    expect(bare).not.toHaveProperty('price');
  });

  it('decodes entities in attributes and in the title', () => {
    const preview = read(`<title>Caf&eacute; &lt;racer&gt; &#8211; &quot;mint&quot;</title>
        <meta property="og:description" content="Tom&#39;s &amp; Jerry&#x2019;s bike &euro;90">`);
    expect(preview.title).toBe('Café <racer> – "mint"');
    expect(preview.description).toBe('Tom\u0027s & Jerry’s bike €90');
  });

  it('resolves relative image and canonical URLs against the page, or its <base href>', () => {
    const relative = read(`<meta property="og:image" content="../uploads/bike.webp">
        <link rel="canonical" href="/bikes/abc123?ref=share">`);
    expect(relative.image).toBe('http://127.0.0.1:5173/uploads/bike.webp');
    expect(relative.url).toBe('http://127.0.0.1:5173/bikes/abc123?ref=share');

    const withBase = read(
      `<base href="http://127.0.0.1:4000/static/"><meta property="og:image" content="bike.webp">`,
    );
    expect(withBase.image).toBe('http://127.0.0.1:4000/static/bike.webp');
  });

  it('keeps the first og:image and accepts og tags written with name=', () => {
    const preview = read(`<meta name="og:title" content="Named">
        <meta property="og:image" content="/first.webp">
        <meta property="og:image" content="/second.webp">`);
    expect(preview.title).toBe('Named');
    expect(preview.image).toBe('http://127.0.0.1:5173/first.webp');
  });

  it('reports JSON-LD that is not JSON and finds types inside @graph', () => {
    const preview = read(`<script type="application/ld+json">{"@type": "Product",}</script>
        <script type="application/ld+json">{"@graph":[{"@type":"Organization"},{"@type":["Product"],"name":"X"}]}</script>`);
    expect(preview.jsonLd).toHaveLength(1);
    expect(preview.jsonLdErrors).toEqual([expect.stringContaining('{"@type": "Product",}')]);
    expect(jsonLdOfType(preview.jsonLd, 'Product')).toEqual([{ '@type': ['Product'], name: 'X' }]);
  });
});
