import type { WireContact, WireEntry, WireGeoFeatureType } from '../../content-client/wire';

/** A group as stored by the service: `prioritized` groups sort first under `order=priority`. */
export interface SeedGroup {
  id: string;
  name: string;
  prioritized: boolean;
}

/** Everything the service loads into an empty database (seed, fixture, or an import file). */
export interface SeedData {
  entries: WireEntry[];
  contacts: WireContact[];
  groups: SeedGroup[];
  featureTypes: WireGeoFeatureType[];
}
