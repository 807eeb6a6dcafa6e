import { env } from './env';

const STORED_IMAGE = /\/images\/[0-9a-f]{24}$/i;

/**
 * The 500x292 card size of an image stored by our API (`GET /images/:id?size=card`); other
 * URLs (demo data, old third-party hosts) pass through unchanged.
 */
export function cardImageUrl(img: string): string {
  // Relative `/images/<id>` belongs to the API, which lives on another origin than the web app.
  const absolute = img.startsWith('/') && !img.startsWith('//') ? `${env.apiUrl}${img}` : img;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return img;
  }
  if (!STORED_IMAGE.test(url.pathname)) return img;
  url.searchParams.set('size', 'card');
  return url.href;
}
