import type { MapTiles } from './missions/map-tiles';

/** GET /api/v1/platform: facts about this installation set by its operator, which the pages need. */
export interface PlatformInfo {
  privacyContactEmail: string;
  /** The tiles of the mission pages' maps (MAP_TILES_URL); null when the operator turned maps off. */
  mapTiles: MapTiles | null;
}
