import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderPreviewCard } from './link-preview-card';
import type { LinkPreview } from './link-preview';

const preview: LinkPreview = {
  title: 'Trek Domane AL 2',
  description: 'Road bike, 56 cm',
  image: 'http://127.0.0.1:4000/uploads/domane.webp',
  url: 'https://www.reride.example/bikes/abc123',
  siteName: 'ReRide',
  type: 'product',
  twitter: { card: undefined, title: undefined, description: undefined, image: undefined },
  jsonLd: [],
  jsonLdErrors: [],
};

const textOf = (html: string, className: string) => {
  const element = DomUtils.findOne(
    (node) => node.attribs.class === className,
    parseDocument(html).children,
  );
  return element && DomUtils.textContent(element);
};

describe('renderPreviewCard', () => {
  it('draws image, site name, title, description and domain', () => {
    const html = renderPreviewCard(preview);
    expect(textOf(html, 'site')).toBe('ReRide');
    expect(textOf(html, 'title')).toBe('Trek Domane AL 2');
    expect(textOf(html, 'description')).toBe('Road bike, 56 cm');
    expect(textOf(html, 'domain')).toBe('reride.example');
    expect(html).toContain('<img class="image" src="http://127.0.0.1:4000/uploads/domane.webp"');
  });

  it('keeps markup in the texts as text', () => {
    const html = renderPreviewCard({
      ...preview,
      title: '<script>alert(1)</script> & "quoted"',
      description: '<img src=x onerror=alert(1)>',
      image: 'http://127.0.0.1:4000/a.webp" onerror="alert(1)',
    });
    const document = parseDocument(html);
    expect(DomUtils.getElementsByTagName('script', document)).toHaveLength(0);
    expect(DomUtils.getElementsByTagName('img', document)).toHaveLength(1);
    expect(DomUtils.getElementsByTagName('img', document)[0]!.attribs).toEqual({
      class: 'image',
      src: 'http://127.0.0.1:4000/a.webp" onerror="alert(1)',
      alt: '',
    });
    expect(textOf(html, 'title')).toBe('<script>alert(1)</script> & "quoted"');
    expect(textOf(html, 'description')).toBe('<img src=x onerror=alert(1)>');
  });

  it('leaves out what the page does not have, titling the card with its URL', () => {
    const html = renderPreviewCard({
      ...preview,
      title: undefined,
      description: undefined,
      image: undefined,
      siteName: undefined,
    });
    expect(html).not.toContain('<img');
    expect(textOf(html, 'site')).toBeNull();
    expect(textOf(html, 'title')).toBe('https://www.reride.example/bikes/abc123');
  });
});
