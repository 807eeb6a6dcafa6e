import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { escapeHtml } from '@reride/shared';
import type { LinkPreview } from './link-preview';

/** The bubble's width: what a desktop messenger gives an unfurled link. */
const CARD_WIDTH = 420;

const domainOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * A self-contained page that draws the card a chat app shows for the link: large image on
 * top, site name, title, description clamped to two lines, domain. Every text is escaped,
 * and the page's own policy forbids scripts, so a page's tags can only ever show as text.
 */
export function renderPreviewCard(preview: LinkPreview): string {
  const text = (value: string | undefined, className: string) =>
    value ? `<div class="${className}">${escapeHtml(value)}</div>` : '';
  const image = preview.image
    ? `<img class="image" src="${escapeHtml(preview.image)}" alt="">`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'">
<title>Link preview</title>
<style>
  body { margin: 0; background: #f0f2f5; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1c1e21; }
  .backdrop { display: inline-block; padding: 16px; }
  .card { width: ${CARD_WIDTH}px; background: #fff; border-radius: 14px; overflow: hidden; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.15); }
  .image { display: block; width: 100%; aspect-ratio: 1.91 / 1; object-fit: cover; background: #e4e6eb; }
  .body { padding: 10px 12px 12px; }
  .site { font-size: 12px; font-weight: 600; color: #65676b; }
  .title { font-size: 15px; font-weight: 600; color: #0b57d0; margin-top: 2px; overflow-wrap: anywhere; }
  .description { margin-top: 2px; color: #3a3b3c; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; }
  .domain { margin-top: 6px; font-size: 12px; color: #65676b; }
</style>
</head>
<body>
<div class="backdrop">
<article class="card">
${image}
<div class="body">
${text(preview.siteName, 'site')}
${text(preview.title ?? preview.url, 'title')}
${text(preview.description, 'description')}
${text(domainOf(preview.url), 'domain')}
</div>
</article>
</div>
</body>
</html>
`;
}

/**
 * Draws the card in `page` and saves it as a PNG at `outPath`. The card's image is fetched
 * from the og:image URL, as a chat app would; when it does not load, the screenshot is still
 * saved (it shows the broken card) and then this throws.
 */
export async function screenshotPreviewCard(
  page: Page,
  preview: LinkPreview,
  outPath: string,
): Promise<void> {
  await mkdir(dirname(outPath), { recursive: true });
  await page.setContent(renderPreviewCard(preview), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.locator('.backdrop').screenshot({ path: outPath, animations: 'disabled' });
  const loaded = await page
    .locator('img.image')
    .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0));
  if (!loaded) throw new Error(`The preview image did not load: ${preview.image}`);
}
