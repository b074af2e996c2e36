import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams } from '@core/api/endpoint';
import { endpointList } from '@core/api/endpoints';
import { sandboxAreas } from '@cli/sandbox/areas/index';
import { prefixOf, Router } from '@cli/sandbox/router';

describe('endpoint catalogue', () => {
  it('has one endpoint per method and path', () => {
    const keys = endpointList.map(
      ([, def]) =>
        `${def.method} ${def.base}:${def.path
          .replace(/\{\w+\}/g, '{}')
          .replace(/\/+$/, '')
          .toLowerCase()}`,
    );
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it('names every field and path parameter in its request schema', () => {
    const problems: string[] = [];
    for (const [name, def] of endpointList) {
      if (!(def.request instanceof z.ZodObject)) {
        problems.push(`${name}: request is not an object schema`);
        continue;
      }
      const keys = Object.keys(def.request.shape);
      for (const field of [...def.fields, ...pathParams(def.path)]) {
        if (!keys.includes(field)) problems.push(`${name}: '${field}' missing from the request schema`);
      }
      for (const key of keys) {
        if (!def.fields.includes(key) && !pathParams(def.path).includes(key))
          problems.push(`${name}: request key '${key}' is neither a field nor a path parameter`);
      }
      if (def.encoding === 'none' && def.fields.length > 0)
        problems.push(`${name}: encoding none but fields ${def.fields.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('is answered by the sandbox, every call of it', () => {
    const router = new Router(sandboxAreas);
    const unanswered = endpointList
      .filter(([, def]) => {
        const samplePath = def.path.replace(/\{\w+\}/g, '1');
        const matched = router.match(def.method, `${prefixOf(def)}${samplePath.replace(/^\/+/, '')}`);
        return matched === null || matched === 'method';
      })
      .map(([name]) => name);
    expect(unanswered).toEqual([]);
  });

  it('binds each sandbox route to the catalogue entry of the same name', () => {
    const byName = new Map(endpointList);
    const mismatched = sandboxAreas.flatMap((area) =>
      area.routes.filter((r) => byName.get(r.name) !== r.def).map((r) => `${area.name}.${r.name}`),
    );
    expect(mismatched).toEqual([]);
  });
});
