import { Glyph } from './glyph';

/** The ReRide mark: a bicycle whose wheels are two arrows turning (re-ride). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Glyph size={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9.5" cy="20" r="4.5" />
        <circle cx="22.5" cy="20" r="4.5" />
        <path d="M9.5 20 13.5 12h7l2 8M13.5 12l-1-2.5H10M20.5 12l1.2-3h2.3M16.5 20l4-8" />
      </g>
    </Glyph>
  );
}
