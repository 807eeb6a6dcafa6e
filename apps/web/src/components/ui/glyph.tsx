import type { ReactNode } from 'react';

interface GlyphProps {
  /** Width and height in CSS pixels: the drawing keeps its square whatever the text size. */
  size: number;
  viewBox?: string;
  children: ReactNode;
}

/**
 * A decorative drawing beside words that already say the same (a button's label, a link's text):
 * hidden from screen readers, and kept out of Tab order, which some browsers give SVGs.
 */
export function Glyph({ size, viewBox = '0 0 24 24', children }: GlyphProps) {
  return (
    <svg width={size} height={size} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
