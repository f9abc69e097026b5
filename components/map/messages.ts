// What the map's frame shows (./LazyMap.tsx), loaded with every page that can show a map and no other.

export const mapMessages = {
  show: 'Show interactive map',
  place: '1 place on the map',
  places: '{n} places on the map',
  with_areas: '{places}, with trails and areas',
} as const;

export const chunkMessages = {
  failed: 'Loading chunk failed',
  css_failed: 'Loading CSS chunk failed',
} as const;
