import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatCoordinates, parseCoordinates } from '@core/geo';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { TextField } from './TextField';
import './map.css';

/** The default map centre is near Jakarta, zoom 17. */
export const DEFAULT_CENTER = { latitude: -6.2, longitude: 106.816666 } as const;
const MAP_ZOOM = 17;

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
  /** Moves the point by screen pixels (the arrow keys), without reporting it yet. */
  nudge(dx: number, dy: number): void;
  /** Reports where the point is now. */
  report(): void;
  dispose(): void;
}

/** How far one arrow key moves the point, in screen pixels (with Shift: five times as far). */
const NUDGE_PX = 10;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** OpenLayers loads only here, on the screens that show a map. */
async function createMap(
  target: HTMLElement,
  start: { latitude: number; longitude: number },
  tilesUrl: string | null,
  onMove: (lat: number, lon: number) => void,
  movable: () => boolean,
): Promise<MapHandle> {
  const [
    { default: OlMap },
    { default: View },
    { default: TileLayer },
    { default: XYZ },
    { default: VectorLayer },
    { default: VectorSource },
    { default: Feature },
    { default: Point },
    { default: Translate },
    { default: Collection },
    proj,
    style,
    { defaults: defaultInteractions },
    extent,
  ] = await Promise.all([
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
    import('ol/interaction/defaults'),
    import('ol/extent'),
    import('ol/ol.css'),
  ]);
  const here = proj.fromLonLat([start.longitude, start.latitude]);
  const point = new Point(here);
  const marker = new Feature(point);
  marker.setStyle(
    new style.Style({
      image: new style.Circle({
        radius: 10,
        fill: new style.Fill({ color: '#c2262e' }),
        stroke: new style.Stroke({ color: '#ffffff', width: 3 }),
      }),
    }),
  );
  const markers = new VectorSource({ features: [marker] });
  // With no tile server configured (the sandbox) the map is a plain background with the point.
  const layers = [
    ...(tilesUrl ? [new TileLayer({ source: new XYZ({ url: tilesUrl, crossOrigin: 'anonymous' }) })] : []),
    new VectorLayer({ source: markers }),
  ];
  const view = new View({ center: here, zoom: MAP_ZOOM });
  // The arrow keys move the point (below), not the map: OpenLayers' own keyboard panning is off.
  const map = new OlMap({ target, layers, view, interactions: defaultInteractions({ keyboard: false }) });
  const report = () => {
    const [lon, lat] = proj.toLonLat(point.getCoordinates());
    if (lat !== undefined && lon !== undefined) onMove(lat, lon);
  };
  const translate = new Translate({ features: new Collection([marker]), condition: movable });
  translate.on('translateend', report);
  map.addInteraction(translate);
  map.on('singleclick', (event) => {
    if (!movable()) return;
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
    nudge: (dx, dy) => {
      const resolution = view.getResolution() ?? 1;
      const [x = 0, y = 0] = point.getCoordinates();
      const next = [x + dx * resolution, y - dy * resolution];
      point.setCoordinates(next);
      const size = map.getSize();
      if (size && !extent.containsCoordinate(view.calculateExtent(size), next)) view.setCenter(next);
    },
    report,
    dispose: () => map.setTarget(undefined),
  };
}

/**
 * Whether the point may move: not inside a disabled fieldset (a form shown read-only), where every
 * other control is disabled by the browser and the map would otherwise still move.
 */
function movableIn(node: HTMLElement | null): boolean {
  return node?.closest('fieldset:disabled') == null;
}

/** A map with one draggable point; the caller owns the coordinates. */
export function MapPicker({ latitude, longitude, onMove, label, tilesUrl }: MapPickerProps) {
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const moved = useEffectEvent(onMove);
  // The map is built once, at the first point and with the first tile server.
  const start = useRef({ latitude, longitude, tilesUrl });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const hintId = useId();
  // Read from the page before the first paint: a form shown read-only disables the fieldset around it.
  const [movable, setMovable] = useState(true);
  useLayoutEffect(() => setMovable(movableIn(target.current)), [state]);

  useEffect(() => {
    let cancelled = false;
    const node = target.current;
    if (!node) return;
    createMap(
      node,
      start.current,
      start.current.tilesUrl,
      (lat, lon) => moved(lat, lon),
      () => movableIn(node),
    ).then(
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[event.key];
    if (!step || !handle.current || !movableIn(target.current)) return;
    event.preventDefault();
    const distance = event.shiftKey ? NUDGE_PX * 5 : NUDGE_PX;
    handle.current.nudge(step[0] * distance, step[1] * distance);
  };
  // The new place is reported once the key is let go, so holding an arrow asks for one address, not dozens.
  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (ARROWS[event.key] && movableIn(target.current)) handle.current?.report();
  };

  return (
    <div className="map-picker" data-state={state}>
      <div
        ref={target}
        className="map-picker__canvas"
        role="application"
        aria-label={label}
        aria-describedby={movable ? hintId : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      />
      {state === 'loading' ? (
        <div className="map-picker__overlay">
          <Spinner label="Memuat peta" />
        </div>
      ) : state === 'failed' ? (
        <div className="map-picker__overlay">Peta tidak dapat dimuat. Isi alamat secara manual.</div>
      ) : null}
      {movable && (
        <p className="map-picker__hint" id={hintId}>
          Geser titik merah, klik peta, atau pilih peta lalu pakai tombol panah (Shift untuk langkah besar) untuk
          menandai lokasi toko.
        </p>
      )}
      <CoordinateField latitude={latitude} longitude={longitude} onSet={onMove} />
    </div>
  );
}

/** The point as text: typed coordinates move it, for anyone who cannot drag. */
function CoordinateField({
  latitude,
  longitude,
  onSet,
}: {
  readonly latitude: number;
  readonly longitude: number;
  readonly onSet: (latitude: number, longitude: number) => void;
}) {
  const shown = formatCoordinates({ latitude, longitude });
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // A point moved elsewhere (dragged, keys, address) restarts the text from it, during render.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
    setError(null);
  }

  const apply = () => {
    if (text.trim() === shown) return;
    const parsed = parseCoordinates(text);
    if (parsed.isErr()) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onSet(parsed.value.latitude, parsed.value.longitude);
  };
  return (
    <div className="map-picker__coords">
      <TextField
        label="Koordinat (lintang, bujur)"
        value={text}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter places the point; it must not submit the form around the map.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <Button variant="secondary" onClick={apply}>
        Pakai Koordinat
      </Button>
    </div>
  );
}
