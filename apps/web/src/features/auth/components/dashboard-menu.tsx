import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useDashboardLinks } from '../hooks/use-dashboard-links';
import { Glyph } from '../../../components/ui/glyph';

/**
 * The navbar's Dashboard dropdown: a disclosure (button + list of links), closed by Escape,
 * a click elsewhere or following a link. Role links stay hidden until the roles are known.
 */
export function DashboardMenu() {
  const [open, setOpen] = useState(false);
  const { links, isLoading } = useDashboardLinks();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="navbar__link dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Dashboard
        <Glyph size={14} viewBox="0 0 16 16">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </Glyph>
      </button>
      <ul id={menuId} className="dropdown__panel" hidden={!open}>
        <li>
          <Link className="dropdown__link" to={paths.dashboard.root.getHref()}>
            Overview
          </Link>
        </li>
        {isLoading ? (
          <li className="dropdown__loading">
            <Spinner size="sm" label="Loading your links" />
          </li>
        ) : (
          links.map((link) => (
            <li key={link.href}>
              <Link className="dropdown__link" to={link.href}>
                {link.label}
              </Link>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
