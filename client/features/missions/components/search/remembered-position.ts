/**
 * The position the user shared with « Autour de moi », kept for the browser
 * session (never sent anywhere but the search), so cards tell how far each
 * mission is even after the place filter is removed.
 */
const KEY = 'solidaire.position';

export interface Position {
  latitude: number;
  longitude: number;
}

export function rememberPosition(position: Position): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ latitude: position.latitude, longitude: position.longitude }));
  } catch {
    // Storage refused (private mode, quota): the cards simply show no distance.
  }
}

export function rememberedPosition(): Position | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Position> | null;
    return value && Number.isFinite(value.latitude) && Number.isFinite(value.longitude) ? { latitude: value.latitude!, longitude: value.longitude! } : null;
  } catch {
    return null;
  }
}
