import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '../../../../../shared/missions/map-tiles';

/**
 * The Leaflet map of one place (loaded lazily by MissionPlace, so the library
 * stays out of the shell): the tiles of the configured server, a dot on the
 * place, no scroll-wheel zoom (the page scrolls over it). `onFailed` when no
 * tile could be loaded, so the page falls back to the address.
 */
export default function PlaceMap(props: { latitude: number; longitude: number; tiles: MapTiles; label: string; onFailed(): void }) {
  const container = useRef<HTMLDivElement>(null);
  const { latitude, longitude, tiles, onFailed } = props;
  useEffect(() => {
    if (!container.current) return;
    // On a touch screen one finger scrolls the page, never the map (the zoom buttons remain).
    const map = L.map(container.current, { center: [latitude, longitude], zoom: 14, scrollWheelZoom: false, dragging: !L.Browser.mobile, attributionControl: true, keyboard: false });
    map.attributionControl.setPrefix(false);
    let loaded = 0;
    const layer = L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19, subdomains: 'abc' })
      .on('tileload', () => loaded++)
      .on('tileerror', () => {
        if (loaded === 0) onFailed();
      })
      .addTo(map);
    L.circleMarker([latitude, longitude], { radius: 10, color: '#ffffff', weight: 3, fillColor: '#1f6f5c', fillOpacity: 1 }).addTo(map);
    return () => {
      layer.off();
      map.remove();
    };
  }, [latitude, longitude, tiles, onFailed]);
  // A named group, not an image: it holds the zoom buttons and the attribution link, which an image may not. Without
  // Leaflet's keyboard handler the container itself takes no focus (the buttons do; the address is written beside).
  return <div ref={container} className="place-map" role="group" aria-label={props.label} />;
}

/** Leaflet writes the attribution as HTML: the operator's text is shown as text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
