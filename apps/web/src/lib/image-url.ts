import { IMAGE_CARD_SIZE, IMAGE_LARGE_SIZE } from '@reride/shared/constants';
import { env } from './env';

const STORED_IMAGE = /\/images\/[0-9a-f]{24}$/i;

/**
 * The 500x292 card size of an image stored by our API (`GET /images/:id?size=card`); other
 * URLs (demo data, old third-party hosts) pass through unchanged.
 */
export function cardImageUrl(img: string): string {
  return sizedImageUrl(img, 'card');
}

/** The 1000x584 size of a stored image (the bike page's main photo). */
export function largeImageUrl(img: string): string {
  return sizedImageUrl(img, 'large');
}

/**
 * An `<img>`'s src, srcSet and sizes: both WebP sizes the API keeps of a stored image, so the
 * browser picks by slot width and pixel density (a 2x phone takes the large one for a full-width
 * card). Other URLs have one size only, so they get neither srcSet nor sizes.
 */
export function responsiveImage(img: string, sizes: string, fallback: 'card' | 'large') {
  const src = sizedImageUrl(img, fallback);
  if (!storedImageUrl(img)) return { src };
  const srcSet = [
    `${cardImageUrl(img)} ${IMAGE_CARD_SIZE.width}w`,
    `${largeImageUrl(img)} ${IMAGE_LARGE_SIZE.width}w`,
  ].join(', ');
  return { src, srcSet, sizes };
}

/**
 * The rendered width of a bike card's photo, mirroring the grid in styles/catalogue.css (one
 * column, two from 40rem, three from 64rem inside the 1440px page) minus the page gutters.
 */
export const BIKE_CARD_IMAGE_SIZES =
  '(min-width: 64rem) min(33vw, 460px), (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2rem)';

/** The bike page's main photo: 3 of 5 columns from 64rem (styles/bike-page.css), else full width. */
export const GALLERY_IMAGE_SIZES = '(min-width: 64rem) min(58vw, 820px), calc(100vw - 2rem)';

function storedImageUrl(img: string): URL | undefined {
  // Relative `/images/<id>` belongs to the API, which lives on another origin than the web app.
  const absolute = img.startsWith('/') && !img.startsWith('//') ? `${env.apiUrl}${img}` : img;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return undefined;
  }
  return STORED_IMAGE.test(url.pathname) ? url : undefined;
}

function sizedImageUrl(img: string, size: 'card' | 'large'): string {
  const url = storedImageUrl(img);
  if (!url) return img;
  url.searchParams.set('size', size);
  return url.href;
}
