import type { EndpointDef } from '@core/api/endpoint';
import type { AnyArea, RouteDef } from './area';

export interface MatchedRoute {
  readonly area: AnyArea;
  readonly route: RouteDef<unknown>;
  readonly params: Record<string, string>;
}

interface CompiledRoute {
  readonly area: AnyArea;
  readonly route: RouteDef<unknown>;
  readonly prefix: string;
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly literalSegments: number;
}

function normalise(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

export function prefixOf(def: EndpointDef): string {
  return def.base === 'chat' ? '/chat-api/' : '/api/';
}

function compile(area: AnyArea, route: RouteDef<unknown>): CompiledRoute {
  const path = normalise(route.def.path);
  const names: string[] = [];
  const segments = path.split('/');
  const pattern = segments
    .map((segment) =>
      segment.replace(/\{(\w+)\}|([^{}]+)/g, (_, name: string | undefined, literal: string | undefined) => {
        if (name) {
          names.push(name);
          return '([^/]+)';
        }
        return (literal ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }),
    )
    .join('/');
  return {
    area,
    route,
    prefix: prefixOf(route.def),
    regex: new RegExp(`^${pattern}$`, 'i'),
    names,
    literalSegments: segments.filter((s) => !s.includes('{')).length,
  };
}

/** Matches a method and path to the catalogue routes; literal segments win over parameters. */
export class Router {
  private readonly routes: CompiledRoute[];

  constructor(areas: readonly AnyArea[]) {
    this.routes = areas
      .flatMap((area) => area.routes.map((route) => compile(area, route)))
      .sort((a, b) => b.literalSegments - a.literalSegments);
  }

  /** The route, or 'method' when the path exists under another method, or null. */
  match(method: string, fullPath: string): MatchedRoute | 'method' | null {
    let pathExists = false;
    for (const compiled of this.routes) {
      if (!fullPath.startsWith(compiled.prefix)) continue;
      const rest = normalise(fullPath.slice(compiled.prefix.length));
      const found = compiled.regex.exec(rest);
      if (!found) continue;
      if (compiled.route.def.method !== method) {
        pathExists = true;
        continue;
      }
      const params: Record<string, string> = {};
      compiled.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { area: compiled.area, route: compiled.route, params };
    }
    return pathExists ? 'method' : null;
  }

  get size(): number {
    return this.routes.length;
  }
}
