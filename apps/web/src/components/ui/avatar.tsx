import { photoMessages } from '@reride/shared';

export type AvatarSize = 'small' | 'large';

/** "Sara Ahmed" → "SA", "sara" → "S": the first letters of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letter(first) + letter(last)).toUpperCase();
}

export interface AvatarProps {
  name: string;
  photoUrl: string | null;
  size?: AvatarSize;
  /** True where the name is written beside it: the photo then says nothing a reader would miss. */
  decorative?: boolean;
}

/**
 * A person's profile photo in a circle, or their initials where they set none
 * (docs/domain.md#profile-photo). The small one loads the 96-pixel rendition.
 */
export function Avatar({ name, photoUrl, size = 'small', decorative = false }: AvatarProps) {
  const className = `avatar avatar--${size}`;
  if (photoUrl) {
    const src = size === 'small' ? `${photoUrl}?size=card` : photoUrl;
    const alt = decorative ? '' : photoMessages.alt(name);
    return <img className={className} src={src} alt={alt} loading="lazy" decoding="async" />;
  }
  return (
    <span
      className={`${className} avatar--initials`}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}
