import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Spinner } from './Spinner';
import './map.css';

/** Spec 000 §9: the default map centre is near Jakarta, zoom 17. */
export const DEFAULT_CENTER = { latitude: -6.2, longitude: 106.816666 } as const;
export const MAP_ZOOM = 17;

export interface MapPickerProps {
  readonly latitude: number;
  readonly longitude: number;
  /** The point was dragged (or the map clicked) to a new place. */
  readonly onMove: (latitude: number, longitude: number) => void;
  readonly label: string;
  /** The tile server of config.json (mapTilesUrl); null draws the point on a plain background. */
  readonly tilesUrl: string | null;
}

interface MapHandle {
  moveTo(latitude: number, longitude: number): void;
  dispose(): void;
}

/** OpenLayers loads only here, on the screens that show a map. */
async function createMap(
  target: HTMLElement,
  start: { latitude: number; longitude: number },
  tilesUrl: string | null,
  onMove: (lat: number, lon: number) => void,
): Promise<MapHandle> {
  const [{ default: OlMap }, { default: View }, { default: TileLayer }, { default: XYZ }, { default: VectorLayer }, { default: VectorSource }, { default: Feature }, { default: Point }, { default: Translate }, { default: Collection }, proj, style] =
    await Promise.all([
      import('ol/Map'),
      import('ol/View'),
      import('ol/layer/Tile'),
      import('ol/source/XYZ'),
      import('ol/layer/Vector'),
      import('ol/source/Vector'),
      import('ol/Feature'),
      import('ol/geom/Point'),
      import('ol/interaction/Translate'),
      import('ol/Collection'),
      import('ol/proj'),
      import('ol/style'),
      import('ol/ol.css'),
    ]);
  const here = proj.fromLonLat([start.longitude, start.latitude]);
  const point = new Point(here);
  const marker = new Feature(point);
  marker.setStyle(
    new style.Style({
      image: new style.Circle({ radius: 10, fill: new style.Fill({ color: '#c2262e' }), stroke: new style.Stroke({ color: '#ffffff', width: 3 }) }),
    }),
  );
  const markers = new VectorSource({ features: [marker] });
  // With no tile server configured (the sandbox) the map is a plain background with the point.
  const layers = [...(tilesUrl ? [new TileLayer({ source: new XYZ({ url: tilesUrl, crossOrigin: 'anonymous' }) })] : []), new VectorLayer({ source: markers })];
  const view = new View({ center: here, zoom: MAP_ZOOM });
  const map = new OlMap({ target, layers, view });
  const report = () => {
    const [lon, lat] = proj.toLonLat(point.getCoordinates());
    if (lat !== undefined && lon !== undefined) onMove(lat, lon);
  };
  const translate = new Translate({ features: new Collection([marker]) });
  translate.on('translateend', report);
  map.addInteraction(translate);
  map.on('singleclick', (event) => {
    point.setCoordinates(event.coordinate);
    report();
  });
  return {
    moveTo: (latitude, longitude) => {
      const [x, y] = point.getCoordinates();
      const next = proj.fromLonLat([longitude, latitude]);
      if (x === next[0] && y === next[1]) return;
      point.setCoordinates(next);
      view.setCenter(next);
    },
    dispose: () => map.setTarget(undefined),
  };
}

/** A map with one draggable point; the caller owns the coordinates. */
export function MapPicker({ latitude, longitude, onMove, label, tilesUrl }: MapPickerProps) {
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const moved = useEffectEvent(onMove);
  // The map is built once, at the first point and with the first tile server.
  const start = useRef({ latitude, longitude, tilesUrl });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const node = target.current;
    if (!node) return;
    createMap(node, start.current, start.current.tilesUrl, (lat, lon) => moved(lat, lon)).then(
      (created) => {
        if (cancelled) created.dispose();
        else {
          handle.current = created;
          setState('ready');
        }
      },
      (error: unknown) => {
        console.error('Peta gagal dimuat', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      handle.current?.dispose();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.moveTo(latitude, longitude);
  }, [latitude, longitude, state]);

  return (
    <div className="map-picker" data-state={state}>
      <div ref={target} className="map-picker__canvas" role="application" aria-label={label} />
      {state === 'loading' ? (
        <div className="map-picker__overlay">
          <Spinner label="Memuat peta" />
        </div>
      ) : state === 'failed' ? (
        <div className="map-picker__overlay">Peta tidak dapat dimuat. Isi alamat secara manual.</div>
      ) : null}
      <p className="map-picker__hint">Geser titik merah atau klik peta untuk menandai lokasi toko.</p>
    </div>
  );
}
