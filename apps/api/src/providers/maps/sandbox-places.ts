// The sandbox's places: airports and hotels near the seeded trips' destinations, with real names and coordinates.
import type { MapPlace } from './maps-service.js';

const place = (
  id: string,
  label: string,
  type: MapPlace['type'],
  value: string,
  timeZone: string,
  lat: number,
  lng: number,
): MapPlace => ({ id: `sbx-${id}`, label, type, value, timeZone, lat, lng });

const LIMA = 'America/Lima';
const PUNTA = 'America/Punta_Arenas';
const OSLO = 'Europe/Oslo';
const SANTIAGO = 'America/Santiago';
const HELSINKI = 'Europe/Helsinki';
const REYKJAVIK = 'Atlantic/Reykjavik';

/** Places by the destination they serve (the trips' and itineraries' destination names). */
export const SANDBOX_PLACES: Record<string, MapPlace[]> = {
  Cusco: [
    place(
      'cuz',
      'Alejandro Velasco Astete International Airport (CUZ)',
      'airport',
      'Av. Velasco Astete s/n, Cusco 08000, Peru',
      LIMA,
      -13.5357,
      -71.9388,
    ),
    place(
      'lim',
      'Jorge Chávez International Airport (LIM)',
      'airport',
      'Av. Elmer Faucett s/n, Callao 07031, Peru',
      LIMA,
      -12.0241,
      -77.112,
    ),
    place(
      'cusco-monasterio',
      'Belmond Hotel Monasterio',
      'lodging',
      'Calle Palacio 136, Cusco 08002, Peru',
      LIMA,
      -13.5155,
      -71.9776,
    ),
    place(
      'cusco-palacio-inka',
      'Palacio del Inka, a Luxury Collection Hotel',
      'lodging',
      'Plazoleta Santo Domingo 259, Cusco 08002, Peru',
      LIMA,
      -13.5199,
      -71.9753,
    ),
    place(
      'cusco-casa-andina',
      'Casa Andina Premium Cusco',
      'lodging',
      'Cuesta Santa Ana 140, Cusco 08002, Peru',
      LIMA,
      -13.5145,
      -71.9839,
    ),
  ],
  'Torres del Paine': [
    place(
      'puq',
      'Presidente Carlos Ibáñez del Campo International Airport (PUQ)',
      'airport',
      'Ruta 9 km 20, Punta Arenas, Magallanes, Chile',
      PUNTA,
      -53.0026,
      -70.8546,
    ),
    place(
      'pnt',
      'Teniente Julio Gallardo Airport (PNT)',
      'airport',
      'Ruta 9 km 5, Puerto Natales, Magallanes, Chile',
      PUNTA,
      -51.6715,
      -72.5284,
    ),
    place(
      'natales-remota',
      'Hotel Remota',
      'lodging',
      'Ruta 9 Norte km 1.5, Puerto Natales, Chile',
      PUNTA,
      -51.7108,
      -72.5047,
    ),
    place(
      'paine-las-torres',
      'Hotel Las Torres Patagonia',
      'lodging',
      'Sector Las Torres, Torres del Paine, Chile',
      PUNTA,
      -50.9571,
      -72.8613,
    ),
  ],
  Bergen: [
    place(
      'bgo',
      'Bergen Airport, Flesland (BGO)',
      'airport',
      'Flyplassvegen 555, 5258 Blomsterdalen, Norway',
      OSLO,
      60.2934,
      5.2181,
    ),
    place(
      'bergen-opus-xvi',
      'Opus XVI, Bergen',
      'lodging',
      'Vågsallmenningen 16, 5014 Bergen, Norway',
      OSLO,
      60.3937,
      5.3248,
    ),
    place(
      'bergen-bryggen',
      'Radisson Blu Royal Hotel, Bergen',
      'lodging',
      'Bryggen 5, 5003 Bergen, Norway',
      OSLO,
      60.3986,
      5.3221,
    ),
  ],
  'San Pedro de Atacama': [
    place('cjc', 'El Loa Airport (CJC)', 'airport', 'Calama, Antofagasta, Chile', SANTIAGO, -22.4982, -68.9036),
    place(
      'atacama-tierra',
      'Tierra Atacama Hotel',
      'lodging',
      'Séquitor s/n, San Pedro de Atacama, Chile',
      SANTIAGO,
      -22.9256,
      -68.2113,
    ),
  ],
  Rovaniemi: [
    place(
      'rvn',
      'Rovaniemi Airport (RVN)',
      'airport',
      'Lentokentäntie 28, 96930 Rovaniemi, Finland',
      HELSINKI,
      66.5648,
      25.8304,
    ),
    place(
      'rovaniemi-arctic-light',
      'Arctic Light Hotel',
      'lodging',
      'Valtakatu 18, 96200 Rovaniemi, Finland',
      HELSINKI,
      66.5025,
      25.7285,
    ),
  ],
  Reykjavík: [
    place(
      'kef',
      'Keflavík International Airport (KEF)',
      'airport',
      'Reykjanesbraut, 235 Keflavíkurflugvöllur, Iceland',
      REYKJAVIK,
      63.985,
      -22.6056,
    ),
    place(
      'reykjavik-edition',
      'The Reykjavik EDITION',
      'lodging',
      'Austurbakki 2, 101 Reykjavík, Iceland',
      REYKJAVIK,
      64.1477,
      -21.9336,
    ),
  ],
};

/** Every sandbox place by id. */
export const SANDBOX_PLACES_BY_ID: ReadonlyMap<string, { place: MapPlace; destination: string }> = new Map(
  Object.entries(SANDBOX_PLACES).flatMap(([destination, places]) =>
    places.map((p) => [p.id, { place: p, destination }]),
  ),
);
