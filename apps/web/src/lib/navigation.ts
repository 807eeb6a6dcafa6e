/**
 * A full page load at `path`. Login and sign-up end this way (docs/domain.md#screens) so every query and the
 * role flags start over with the new access token.
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
