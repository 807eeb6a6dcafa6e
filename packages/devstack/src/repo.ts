import { fileURLToPath } from 'node:url';

/** The repository's root: the devstack runs the product from its sources and builds. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
