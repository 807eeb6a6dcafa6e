import { DomUtils, parseDocument } from 'htmlparser2';
import { bookBike, deleteBike, payBooking } from '@reride/devstack';
import { CATEGORIES, formatPrice, type Bike, type BikeDetail } from '@reride/shared';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  journeyAccount,
  jsonLdOfType,
  parseSitemap,
  readLinkPreview,
  screenshotFile,
  screenshotPreviewCard,
  seedOnce,
  seedTarget,
  sellerWithBikes,
  stack,
  test,
  validateSitemapXml,
} from '../harness';

const LISTED = 'Ridgeback Speed 12 Flat Bar';
const SOLD = 'Ridgeback Motion 3 Sold';
const REMOVED = 'Ridgeback Comet 5 Removed';
const PRICE = 650;
const ROAD = CATEGORIES[1];

const account = (name: string, email: string) => journeyAccount(12, name, email);
const sellerAccount = account('Nusrat Ridgeback', 'nusrat.ridgeback@e2e.test');
const buyerAccount = account('Arif Hossain', 'arif.crawler@e2e.test');

let ids = { listed: '', sold: '', removed: '' };

/** A seller's three road bikes: one listed (two photos), one sold through the API, one deleted. */
test.beforeAll(async () => {
  ids = await seedOnce('12-public-pages', async () => {
    const {
      seller,
      buyer,
      bikeIds: [listed, sold, removed],
    } = await sellerWithBikes(
      { seller: sellerAccount, buyer: buyerAccount },
      {
        kind: 'road',
        originalPrice: 1300,
        purchaseYear: 2022,
        condition: 'Excellent',
        location: 'Dhaka, Bangladesh',
        mobile: '01710000012',
        description: 'Flat-bar road bike, new chain and tyres.',
      },
      [
        { name: LISTED, resalePrice: PRICE, photos: 2, artSeed: 1201 },
        { name: SOLD, resalePrice: PRICE, artSeed: 1202 },
        { name: REMOVED, resalePrice: PRICE, artSeed: 1203 },
      ],
    );
    const meeting = { phone: '01812345612', location: 'Gulshan 2, Dhaka' };
    await payBooking(seedTarget(), buyer, await bookBike(seedTarget(), buyer, sold, meeting));
    await deleteBike(seedTarget(), seller, removed);
    return { listed, sold, removed };
  });
});

const pageUrl = (path: string) => new URL(path, stack().webUrl).href;
const bikePath = (id: string) => `/bikes/${id}`;

/** A page as a crawler or a chat app gets it: one GET, no JavaScript. */
async function fetchPage(path: string) {
  const response = await fetch(pageUrl(path));
  return { response, html: await response.text() };
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${stack().apiUrl}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** What the HTML holds before any script runs: head tags and the drawn page (#root, no state). */
function readHtml(html: string) {
  const document = parseDocument(html);
  const all = (tag: string) => DomUtils.getElementsByTagName(tag, document, true);
  const root = DomUtils.getElementById('root', document);
  const title = all('title')[0];
  return {
    title: title ? DomUtils.textContent(title).trim() : undefined,
    meta: (key: string) =>
      all('meta').find((m) => (m.attribs.name ?? m.attribs.property) === key)?.attribs.content,
    canonical: all('link').find((link) => link.attribs.rel === 'canonical')?.attribs.href,
    text: root ? DomUtils.textContent(root).replace(/\s+/g, ' ') : '',
    images: root
      ? DomUtils.getElementsByTagName('img', root, true).map((img) => img.attribs.src)
      : [],
    scripts: all('script').flatMap((script) => script.attribs.src ?? []),
  };
}

/** The photo the bike page shows first and previews carry: the API's large WebP. */
const largePhoto = (img: string) => `${new URL(img, stack().apiUrl).href}?size=large`;

function offerOf(html: string, url: string) {
  const preview = readLinkPreview(html, url);
  expect(preview.jsonLdErrors).toEqual([]);
  const [product] = jsonLdOfType(preview.jsonLd, 'Product');
  expect(product, 'a schema.org Product').toBeDefined();
  return { preview, product: product!, offer: product!.offers as Record<string, unknown> };
}

test.describe('Journey 12: public pages without JavaScript', () => {
  test("a bike's page holds its name, price, photo, link preview and Product JSON-LD", async ({
    newPage,
  }) => {
    const path = bikePath(ids.listed);
    const { response, html } = await fetchPage(path);
    expect(response.status).toBe(200);
    const bike = await apiGet<BikeDetail>(path);
    const page = readHtml(html);
    expect(page.text).toContain(LISTED);
    expect(page.text).toContain(formatPrice(PRICE));
    expect(page.images).toContain(largePhoto(bike.img));

    const url = pageUrl(path);
    const { preview, product, offer } = offerOf(html, url);
    expect(preview.title).toBe(LISTED);
    expect(preview.description).toContain(formatPrice(PRICE));
    expect(preview.image).toBe(largePhoto(bike.img));
    expect(preview.url).toBe(url);
    expect(page.canonical).toBe(url);
    expect(preview.twitter.card).toBe('summary_large_image');
    expect(product.name).toBe(LISTED);
    expect(Number(offer.price)).toBe(PRICE);
    expect(offer.priceCurrency).toBe('USD');
    expect(offer.availability).toBe('https://schema.org/InStock');

    const photo = await fetch(preview.image!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    // The card a chat app draws for the link, for the README (scripts/publish-screenshots.ts).
    await screenshotPreviewCard(await newPage(), preview, screenshotFile('link-preview'));
  });

  test('a category page holds its title, description and first bikes', async () => {
    const path = `/category/${ROAD._id}`;
    const { response, html } = await fetchPage(path);
    expect(response.status).toBe(200);
    const page = readHtml(html);
    expect(page.title).toBe(`${ROAD.title} - ReRide`);
    expect(page.meta('description')).toBe(ROAD.text);
    expect(page.text).toContain(ROAD.text);
    const first = (await apiGet<Bike[]>(`/bikes/category/${ROAD._id}?limit=3`)).slice(0, 3);
    expect(first).toHaveLength(3);
    for (const bike of first) {
      expect(page.text).toContain(bike.name);
      expect(page.text).toContain(formatPrice(bike.resalePrice));
    }
  });

  test("a sold bike's page still answers, out of stock", async () => {
    const path = bikePath(ids.sold);
    const { response, html } = await fetchPage(path);
    expect(response.status).toBe(200);
    expect(readHtml(html).text).toContain('This bike has been sold');
    const { offer } = offerOf(html, pageUrl(path));
    expect(offer.availability).toBe('https://schema.org/SoldOut');
    expect(readHtml(html).meta('product:availability')).toBe('out of stock');
  });

  test('a removed bike, an unknown category and an unknown page answer 404', async () => {
    const removed = await fetchPage(bikePath(ids.removed));
    expect(removed.response.status).toBe(404);
    expect(readHtml(removed.html).meta('robots')).toBe('noindex');
    expect(readHtml(removed.html).text).not.toContain(REMOVED);
    for (const path of ['/category/0123456789abcdef01234567', '/no-such-page']) {
      expect((await fetchPage(path)).response.status, path).toBe(404);
    }
  });

  test('robots.txt names the sitemap; every sitemap file is valid and lists listed bikes only', async () => {
    const robots = await (await fetch(pageUrl('/robots.txt'))).text();
    const index = pageUrl('/sitemap.xml');
    expect(robots).toContain(`Sitemap: ${index}`);

    const read = async (url: string) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const xml = await response.text();
      expect(await validateSitemapXml(xml), url).toEqual([]);
      return parseSitemap(xml);
    };
    const { kind, locs: files } = await read(index);
    expect(kind).toBe('index');
    const pages: string[] = [];
    const bikes: string[] = [];
    for (const file of files) {
      const { locs } = await read(file);
      (/\/sitemaps\/bikes-\d+\.xml$/.test(file) ? bikes : pages).push(...locs);
    }
    expect(pages).toContain(pageUrl(`/category/${ROAD._id}`));
    expect(bikes).toContain(pageUrl(bikePath(ids.listed)));
    for (const gone of [ids.sold, ids.removed]) {
      expect([...pages, ...bikes]).not.toContain(pageUrl(bikePath(gone)));
    }

    const { response, html } = await fetchPage(bikePath(ids.listed));
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const asset = readHtml(html).scripts.find((src) => src.startsWith('/assets/'));
    expect(asset, 'a hashed script under /assets/').toBeDefined();
    const assetResponse = await fetch(pageUrl(asset!));
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toContain('immutable');
  });

  test('with JavaScript, the bike page, the category page and Home come alive', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(bikePath(ids.listed));
    await expect(page).toHaveTitle(`${LISTED} - ReRide`);
    await expect(page.getByRole('heading', { level: 1, name: LISTED })).toBeVisible();
    await expect(page.getByText(formatPrice(PRICE), { exact: true })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next photo' });
    await expect(next).toBeVisible();
    await next.click();
    await expect(page.getByText('Photo 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: `Book ${LISTED}` }).click();
    await expectToast(page, 'Please login to book this product');
    await expectNoSeriousA11yViolations(page, 'Bike page (server-rendered)');

    await page.goto(`/category/${ROAD._id}`);
    await expect(page).toHaveTitle(`${ROAD.title} - ReRide`);
    const book = page.getByRole('button', { name: `Book ${LISTED}` });
    await expect(book).toBeVisible();
    await book.click();
    await expectToast(page, 'Please login to book this product');
    await expectNoSeriousA11yViolations(page, 'Category (server-rendered)');

    await page.goto('/');
    await expect(page).toHaveTitle('Home - ReRide');
    await expect(page.getByRole('heading', { level: 1, name: /^Happiness is/ })).toBeVisible();
    const road = page.locator('#categories').getByRole('link', { name: ROAD.title, exact: true });
    await expectNoSeriousA11yViolations(page, 'Home (server-rendered)');
    await expect(road).toBeVisible();
    await road.click();
    await expect(page).toHaveTitle(`${ROAD.title} - ReRide`);
    await expect(page.getByRole('heading', { level: 1, name: ROAD.title })).toBeVisible();
  });
});
