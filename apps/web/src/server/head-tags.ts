import { APP_NAME, escapeHtml } from '@reride/shared';
import { documentTitle, type PageHead } from '../lib/page-head';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** schema.org Product with its Offer: what search engines show as price and availability. */
function productJsonLd(
  product: NonNullable<PageHead['product']>,
  description: string,
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    image: product.images,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: `https://schema.org/${product.inStock ? 'InStock' : 'SoldOut'}`,
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
}

/**
 * A page's `<head>` lines: title, description, canonical URL, Open Graph and Twitter tags for
 * link previews, and for a bike its Product JSON-LD. `canonical` is the page's public URL without
 * its query (a filtered list is the same page).
 */
export function headTags(head: PageHead, canonical: string): string {
  const title = head.product?.name ?? documentTitle(head.page);
  const lines = [
    `<title>${escapeHtml(documentTitle(head.page))}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.noIndex) lines.push(meta('name', 'robots', 'noindex'));
  if (head.image) {
    lines.push(
      meta('property', 'og:image', head.image),
      meta('property', 'og:image:alt', title),
      meta('name', 'twitter:image', head.image),
    );
  }
  if (head.product) {
    const { product } = head;
    lines.push(
      meta('property', 'product:price:amount', product.price.toFixed(2)),
      meta('property', 'product:price:currency', product.currency),
      meta('property', 'product:availability', product.inStock ? 'in stock' : 'out of stock'),
      meta('property', 'product:condition', 'used'),
      `<script type="application/ld+json">${JSON.stringify(
        productJsonLd(product, head.description, canonical),
      ).replace(/</g, '\\u003c')}</script>`,
    );
  }
  return lines.join('\n    ');
}
