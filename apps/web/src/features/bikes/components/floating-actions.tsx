import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The bike page's actions, kept at hand on a phone: once their place scrolls off the top of the
 * screen they float at its bottom (the main ones only: styles/bike-page.css hides the others
 * there), and go back when their place comes into view. The same buttons move, so no control is
 * ever there twice. Their place keeps its height meanwhile, so the page does not jump.
 */
export function FloatingActions({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const element = place.current;
    // Without the observer (old browsers, the server) the actions simply stay in place.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const offTheTop = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      setHeight(offTheTop ? entry.boundingClientRect.height : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const floating = height !== null;
  return (
    <div
      ref={place}
      className="bike-details__actions-place"
      style={floating ? { minHeight: height } : undefined}
    >
      <div className={`bike-details__actions${floating ? ' bike-details__actions--floating' : ''}`}>
        {children}
      </div>
    </div>
  );
}
