import { endpointList } from '@core/api/endpoints';

/** The catalogue as plain data: what `penyedia endpoints --json` prints. */
function catalogueRows() {
  return endpointList.map(([name, def]) => ({
    name,
    method: def.method,
    path: def.path,
    base: def.base,
    encoding: def.encoding,
    fields: [...def.fields],
    public: def.public ?? false,
    spec: def.spec,
    summary: def.summary,
  }));
}

export function printEndpoints(json: boolean): void {
  const rows = catalogueRows();
  if (json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  for (const row of rows) {
    const root = row.base === 'chat' ? 'chat:' : '';
    process.stdout.write(
      `${row.name.padEnd(28)} ${row.method.padEnd(6)} ${root}${row.path} [${row.encoding}] ${row.fields.join(', ')}\n`,
    );
  }
  process.stdout.write(`${rows.length} endpoints\n`);
}
