import { readFile } from 'node:fs/promises';
import { DomUtils, parseDocument } from 'htmlparser2';
import { validateXML } from 'xmllint-wasm';

const SCHEMAS = new URL('./schemas/', import.meta.url);
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limits per file (sitemaps.org), which the schemas leave unbounded. */
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

export interface ParsedSitemap {
  kind: 'index' | 'urlset';
  /** The `<loc>` of every `<sitemap>` (index) or `<url>` (urlset), in order. */
  locs: string[];
}

/** The root element's name without a namespace prefix. */
function rootOf(xml: string) {
  const document = parseDocument(xml, { xmlMode: true });
  const root = document.children.find(DomUtils.isTag);
  return { document, name: root?.name.replace(/^.*:/, '') };
}

/** Reads a sitemap or sitemap index; throws when the root is neither. Does not validate. */
export function parseSitemap(xml: string): ParsedSitemap {
  const { document, name } = rootOf(xml);
  if (name !== 'sitemapindex' && name !== 'urlset') {
    throw new Error(`Not a sitemap: the root element is <${name ?? 'none'}>`);
  }
  const entry = name === 'sitemapindex' ? 'sitemap' : 'url';
  const locs = DomUtils.findAll(
    (element) =>
      element.name.replace(/^.*:/, '') === 'loc' &&
      DomUtils.isTag(element.parent!) &&
      element.parent.name.replace(/^.*:/, '') === entry,
    document.children,
  ).map((loc) => DomUtils.textContent(loc).trim());
  return { kind: name === 'sitemapindex' ? 'index' : 'urlset', locs };
}

/**
 * Validates a sitemap index against sitemaps.org's siteindex.xsd and a urlset against its
 * sitemap.xsd (both in ./schemas) with libxml2, plus the protocol's 50,000-entry and 50 MiB
 * limits. Returns readable errors, `line N: …`; none means valid. The schemas validate
 * elements of other namespaces (image:, xhtml:) strictly, and none of theirs is loaded: such
 * extensions fail here.
 */
export async function validateSitemapXml(xml: string): Promise<string[]> {
  const isIndex = rootOf(xml).name === 'sitemapindex';
  const schemaFile = isIndex ? 'siteindex.xsd' : 'sitemap.xsd';
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: {
      fileName: schemaFile,
      contents: await readFile(new URL(schemaFile, SCHEMAS), 'utf8'),
    },
  });
  // libxml2 follows a parser error with the offending line and a caret, without a position.
  const errors = result.errors
    .filter((error) => error.loc !== null)
    .map((error) => `line ${error.loc!.lineNumber}: ${readable(error.message)}`);
  if (!result.valid && errors.length === 0) errors.push(result.rawOutput.trim());

  const bytes = Buffer.byteLength(xml, 'utf8');
  if (bytes > MAX_BYTES) errors.push(`${bytes} bytes: a sitemap file may hold at most 50 MiB`);
  if (errors.length === 0) {
    const { locs } = parseSitemap(xml);
    if (locs.length > MAX_ENTRIES) {
      errors.push(`${locs.length} entries: a sitemap file may hold at most ${MAX_ENTRIES}`);
    }
  }
  return errors;
}

/** `Schemas validity error : Element '{ns}lastmod': …` → `Element 'lastmod': …`. */
const readable = (message: string) =>
  message.replaceAll(`{${NAMESPACE}}`, '').replace(/^Schemas validity error : /, '');
