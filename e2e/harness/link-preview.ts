import { DomUtils, parseDocument } from 'htmlparser2';

/** domhandler's element (a dependency of htmlparser2, not of this package). */
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** The Twitter (X) card tags of a page, read as they are written. */
export interface TwitterCard {
  card: string | undefined;
  title: string | undefined;
  description: string | undefined;
  /** Absolute. */
  image: string | undefined;
}

/** What a chat app shows for a pasted link, read from the page's HTML as it arrives. */
export interface LinkPreview {
  title: string | undefined;
  description: string | undefined;
  /** Absolute: resolved against the page's URL (or its `<base href>`). */
  image: string | undefined;
  /** og:url, else `<link rel="canonical">`, else the page's URL; absolute. */
  url: string;
  siteName: string | undefined;
  /** og:type (`product` for a bike). */
  type: string | undefined;
  /** product:price:amount, as written. */
  price?: string;
  currency?: string;
  twitter: TwitterCard;
  /** Every `<script type="application/ld+json">`, parsed, in document order. */
  jsonLd: unknown[];
  /** The JSON-LD scripts that are not JSON: a crawler drops them silently, a test should not. */
  jsonLdErrors: string[];
}

/**
 * Reads a page's link preview the way chat apps' crawlers do: Open Graph first, then the
 * Twitter card, then `<title>` and `<meta name="description">`. The first tag of a name wins
 * (og:image's first value is the primary one); `property` and `name` are both accepted, as
 * crawlers accept both. Entities are decoded by the parser.
 */
export function readLinkPreview(html: string, pageUrl: string): LinkPreview {
  const document = parseDocument(html);
  const elements = (tag: string) => DomUtils.getElementsByTagName(tag, document, true);
  const meta = new Map<string, string>();
  for (const element of elements('meta')) {
    const key = (element.attribs.property ?? element.attribs.name)?.trim().toLowerCase();
    const content = element.attribs.content;
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content.trim());
  }
  const first = (...keys: string[]) =>
    keys.map((key) => meta.get(key)).find((value) => value !== undefined && value !== '');

  const base = absolute(firstAttribute(elements('base'), 'href'), pageUrl) ?? pageUrl;
  const canonical = elements('link').find((link) => relTokens(link).includes('canonical'));
  const titleElement = elements('title')[0];
  const documentTitle = titleElement ? collapse(DomUtils.textContent(titleElement)) : undefined;

  const twitter: TwitterCard = {
    card: first('twitter:card'),
    title: first('twitter:title'),
    description: first('twitter:description'),
    image: absolute(first('twitter:image', 'twitter:image:src'), base),
  };
  const { jsonLd, jsonLdErrors } = readJsonLd(elements('script'));
  const price = first('product:price:amount', 'og:price:amount');
  const currency = first('product:price:currency', 'og:price:currency');
  return {
    title: first('og:title') ?? twitter.title ?? (documentTitle || undefined),
    description: first('og:description') ?? twitter.description ?? first('description'),
    image:
      absolute(first('og:image', 'og:image:url', 'og:image:secure_url'), base) ?? twitter.image,
    url:
      absolute(first('og:url'), base) ??
      absolute(canonical?.attribs.href, base) ??
      new URL(pageUrl).href,
    siteName: first('og:site_name'),
    type: first('og:type'),
    ...(price !== undefined && { price }),
    ...(currency !== undefined && { currency }),
    twitter,
    jsonLd,
    jsonLdErrors,
  };
}

/**
 * The JSON-LD nodes of one schema.org type (e.g. `Product`), looking inside arrays and
 * `@graph`, as search engines do.
 */
export function jsonLdOfType(jsonLd: unknown[], type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(record['@type'] ?? []);
    if (types.includes(type) || types.includes(`https://schema.org/${type}`)) found.push(record);
    visit(record['@graph']);
  };
  jsonLd.forEach(visit);
  return found;
}

function readJsonLd(scripts: Element[]): { jsonLd: unknown[]; jsonLdErrors: string[] } {
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of scripts) {
    if (script.attribs.type?.trim().toLowerCase() !== 'application/ld+json') continue;
    const text = DomUtils.textContent(script);
    try {
      jsonLd.push(JSON.parse(text));
    } catch (error) {
      jsonLdErrors.push(`${(error as Error).message} in: ${text.trim().slice(0, 120)}`);
    }
  }
  return { jsonLd, jsonLdErrors };
}

const relTokens = (element: Element) =>
  (element.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);

const firstAttribute = (elements: Element[], name: string) =>
  elements.map((element) => element.attribs[name]).find((value) => value !== undefined);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The absolute URL of `href` against `base`; undefined when absent or not a URL. */
function absolute(href: string | undefined, base: string): string | undefined {
  if (href === undefined || href.trim() === '') return undefined;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}
