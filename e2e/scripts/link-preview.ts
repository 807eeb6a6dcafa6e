import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../harness/browser';
import { screenshotPreviewCard } from '../harness/link-preview-card';
import { readLinkPreview } from '../harness/link-preview';

/**
 * What a chat app would show for a link, from the HTML the server sends (no JavaScript runs):
 * pnpm --filter @reride/e2e exec tsx scripts/link-preview.ts <url> <out.png>
 * Prints the preview it read and saves the card; exits 1 when the page or its image fails.
 */
const [url, out] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: tsx scripts/link-preview.ts <url> <out.png>');
  process.exit(2);
}

const response = await fetch(url, {
  headers: { accept: 'text/html', 'user-agent': 'ReRide-LinkPreview/1.0 (link preview check)' },
});
if (!response.ok) {
  console.error(`${url}: HTTP ${response.status}`);
  process.exit(1);
}
const preview = readLinkPreview(await response.text(), response.url);
console.log(JSON.stringify(preview, null, 2));

// The journeys' browser, without the stack they run against.
const browser = await chromium.launch(chromiumLaunchOptions());
const outPath = resolve(process.env.INIT_CWD ?? process.cwd(), out);
try {
  const page = await browser.newPage({ locale: 'en-GB' });
  await screenshotPreviewCard(page, preview, outPath);
  console.log(`Card: ${outPath}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await browser.close();
}
