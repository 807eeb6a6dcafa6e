import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Glyph } from '../ui/glyph';

/** The navbar's search box: submits to /search?q=… (shown on phones too, outside the menu). */
export function NavbarSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  // On /search the box shows the current words; elsewhere it starts empty.
  const current =
    location.pathname === paths.search.path
      ? (new URLSearchParams(location.search).get('q') ?? '')
      : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    const words = typeof q === 'string' ? q.trim() : '';
    void navigate(paths.search.getHref(words ? new URLSearchParams({ q: words }) : undefined));
  };

  return (
    <form key={current} className="navbar-search" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search bikes
      </label>
      <input
        id={inputId}
        className="navbar-search__input"
        type="search"
        name="q"
        placeholder="Search bikes"
        defaultValue={current}
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit" className="navbar-search__button">
        <Glyph size={18}>
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </Glyph>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
