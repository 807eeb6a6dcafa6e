import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } });

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP from their bytes', async () => {
    expect(sniffImageType(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await solid().png().toBuffer())).toBe('png');
    expect(sniffImageType(await solid().webp().toBuffer())).toBe('webp');
  });

  it('refuses GIF, SVG, text, a RIFF that is not WebP and empty input', async () => {
    const samples = [
      await solid().gif().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('hello'),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      Buffer.alloc(0),
    ];
    expect(samples.map(sniffImageType)).toEqual([null, null, null, null, null]);
  });
});
