import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Vite's build manifest (`<client>/.vite/manifest.json`) read here. */
export interface BuildManifest {
  [key: string]: { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
}

/** The JavaScript files a page needs beyond the entry, by the ids of its matched routes. */
export type RouteFiles = (routeIds: readonly string[]) => string[];

/**
 * The files of the matched routes' modules, with everything they import, that the app's chunk
 * (the entry's dynamic import) does not already bring, as URLs: the browser asks for them
 * together when the page's route starts loading (src/app/page-files.ts). Chunks carry no such
 * lists themselves (`modulePreload: false` in vite.config.ts). A route's id names its module as
 * the manifest does (src/app/route-table.tsx); an id the manifest does not know (Home, in the
 * app's chunk) adds nothing.
 */
export function routeFilesOf(manifest: BuildManifest): RouteFiles {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const closure = (keys: readonly string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const loaded = closure([entry, ...(manifest[entry]?.dynamicImports ?? [])]);
  return (routeIds) =>
    [...closure(routeIds)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/** The client build's manifest (`manifest: true` in vite.config.ts), read once at start. */
export function readRouteFiles(clientDir: string): RouteFiles {
  const path = join(clientDir, '.vite', 'manifest.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`${path} is missing: build the web app with \`pnpm build\``);
  }
  return routeFilesOf(JSON.parse(text) as BuildManifest);
}
