#!/usr/bin/env node
// Draws every demo picture the seed references (apps/api/media/demo/**): each scene in three widths (DEMO_WIDTHS,
// the base name is the middle one) as JPEG, and the preparation checklist PDF. Run after changing a scene:
//   npm ci --prefix scripts/media && node scripts/media/generate.mjs
// The output is committed, so neither the build nor the server needs sharp. A changed picture gets a new name
// (the files are served as immutable, see docs/decisions/ on demo media).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writePreparationList } from './preparation-list.mjs';
import {
  atacama,
  fjords,
  hotel,
  iceland,
  inca,
  lapland,
  machuPicchu,
  patagonia,
  plaza,
  portrait,
  train,
} from './scenes.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api', 'media', 'demo');
/** The widths drawn: `name.jpg` is the middle one, `name-480.jpg` and `name-1600.jpg` the others (srcset). */
const DEMO_WIDTHS = { small: 480, base: 960, large: 1600 };
/** DECIDE: quality 72 with mozjpeg keeps a 1600-wide illustration well under 60 KB with no visible banding. */
const JPEG = { quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0' };

/** Every picture: its path under /demo and the SVG that draws it. */
const PICTURES = {
  // Trip heroes, one per seeded trip (trips.ts: /demo/trips/<short id>.jpg), each its itinerary's landscape.
  'trips/crv-1001': inca(1001, 'day'),
  'trips/crv-1002': patagonia(1002, 'golden'),
  'trips/crv-1003': fjords(1003, 'dawn'),
  'trips/crv-1004': patagonia(1004, 'day'),
  'trips/crv-1005': machuPicchu(1005, 'golden'),
  'trips/crv-1006': fjords(1006, 'day'),
  'trips/crv-1007': inca(1007, 'dawn'),
  'trips/crv-1008': fjords(1008, 'night'),
  'trips/crv-1009': patagonia(1009, 'dusk'),
  'trips/crv-1010': machuPicchu(1010, 'day'),
  'trips/crv-1011': patagonia(1011, 'dawn'),
  // Itinerary heroes and galleries (itineraries.ts), also the trips' galleries.
  'itineraries/inca-hero': machuPicchu(2001, 'golden'),
  'itineraries/inca-1': inca(2002, 'dawn'),
  'itineraries/inca-2': machuPicchu(2003, 'day'),
  'itineraries/inca-3': inca(2004, 'golden'),
  'itineraries/inca-4': inca(2005, 'dusk'),
  'itineraries/inca-5': machuPicchu(2006, 'dawn'),
  'itineraries/inca-6': inca(2007, 'night'),
  'itineraries/patagonia-hero': patagonia(2101, 'golden'),
  'itineraries/patagonia-1': patagonia(2102, 'dawn'),
  'itineraries/patagonia-2': patagonia(2103, 'day'),
  'itineraries/patagonia-3': patagonia(2104, 'dusk'),
  'itineraries/patagonia-4': patagonia(2105, 'night'),
  'itineraries/patagonia-5': patagonia(2106, 'golden'),
  'itineraries/fjords-hero': fjords(2201, 'day'),
  'itineraries/fjords-1': fjords(2202, 'dawn'),
  'itineraries/fjords-2': fjords(2203, 'golden'),
  'itineraries/fjords-3': fjords(2204, 'dusk'),
  'itineraries/fjords-4': fjords(2205, 'night'),
  'itineraries/fjords-5': fjords(2206, 'day'),
  'itineraries/atacama-hero': atacama(2301, 'dusk'),
  'itineraries/lapland-hero': lapland(2401, 'night'),
  'itineraries/iceland-hero': iceland(2501, 'day'),
  // Services (itineraries.ts services' images): hotels, the train, the walking tour, the citadel.
  'services/casa-andina': hotel(3001, 'golden', { floors: 2, colour: '#efe3cc' }),
  'services/palacio-inka': hotel(3002, 'dusk', { floors: 3, colour: '#f1e6d0' }),
  'services/inkaterra': hotel(3003, 'day', { floors: 2, colour: '#d9c3a0', arches: false }),
  'services/sumaq': hotel(3004, 'dusk', { floors: 3, colour: '#e6d8bf', arches: false }),
  'services/vistadome-train': train(3005, 'day'),
  'services/cusco-walk': plaza(3006, 'golden'),
  'services/machu-picchu-visit': machuPicchu(3007, 'dawn'),
  // Host photos (hosts.ts).
  'hosts/hana': portrait({ background: '#f0b48c', skin: '#c98f6b', hair: '#2b1d16', top: '#2f5d8a' }),
};

const sizes = [];
for (const [name, svg] of Object.entries(PICTURES)) {
  const path = join(OUT, `${name}.jpg`);
  mkdirSync(dirname(path), { recursive: true });
  const picture = sharp(Buffer.from(svg), { density: 72 });
  for (const [kind, width] of Object.entries(DEMO_WIDTHS)) {
    const file = kind === 'base' ? path : join(OUT, `${name}-${width}.jpg`);
    const bytes = await picture.clone().resize({ width }).jpeg(JPEG).toBuffer();
    writeFileSync(file, bytes);
    sizes.push([file, bytes.length]);
  }
}
writePreparationList(join(OUT, 'preparation-list.pdf'));
const largest = sizes.sort((a, b) => b[1] - a[1])[0];
console.log(
  `[demo media] ${sizes.length} pictures and the preparation list in ${OUT}; largest ${largest[0]} ${largest[1]} B`,
);
