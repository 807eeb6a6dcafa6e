import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ScriptForm } from './script-form';

const form = (
  <ScriptForm aria-label="Sign in">
    <input name="password" aria-label="Password" />
    <Button type="submit">Login</Button>
    <Button>Show password</Button>
  </ScriptForm>
);

describe('ScriptForm', () => {
  it('is served posting, with its submit disabled until the script takes over', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    // Only the submit waits: other buttons of the form are not touched.
    expect(html).toMatch(/<button[^>]*type="button"(?![^>]*disabled)[^>]*>/);
  });

  it('enables its submit once the page runs', () => {
    render(form);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('leaves submit buttons outside it alone, even on the server', () => {
    const html = renderToString(
      <form method="get">
        <Button type="submit">Get my quote</Button>
      </form>,
    );
    expect(html).not.toContain('disabled');
  });
});
