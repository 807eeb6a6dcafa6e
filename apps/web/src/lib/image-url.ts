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

function sizedImageUrl(img: string, size: 'card' | 'large'): string {
  // Relative `/images/<id>` belongs to the API, which lives on another origin than the web app.
  const absolute = img.startsWith('/') && !img.startsWith('//') ? `${env.apiUrl}${img}` : img;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return img;
  }
  if (!STORED_IMAGE.test(url.pathname)) return img;
  url.searchParams.set('size', size);
  return url.href;
}
