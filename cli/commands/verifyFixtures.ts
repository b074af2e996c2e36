import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@core/api/endpoints';
import { defaultFixturesDir } from '../packageRoot';

interface FixtureProblem {
  readonly file: string;
  readonly problem: string;
}

interface FixtureReport {
  readonly checked: number;
  readonly problems: readonly FixtureProblem[];
  /** Catalogue endpoints with no example answer: reported, not a failure. */
  readonly missing: readonly string[];
}

function isEndpointName(name: string): name is keyof typeof endpoints {
  return Object.hasOwn(endpoints, name);
}

/** Parses every fixtures/api/<endpoint>.json through its endpoint's response schema. */
function verifyFixtures(dir: string): FixtureReport {
  const problems: FixtureProblem[] = [];
  const seen = new Set<string>();
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const file of files) {
    const name = file.slice(0, -'.json'.length);
    if (!isEndpointName(name)) {
      problems.push({ file, problem: `tidak ada endpoint bernama '${name}' di katalog` });
      continue;
    }
    seen.add(name);
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push({
        file,
        problem: `bukan JSON yang valid: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    const parsed = endpoints[name].response.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file, problem: `${issue.path.join('.') || '(root)'}: ${issue.message}` });
      }
    }
  }
  const missing = Object.keys(endpoints).filter((name) => !seen.has(name));
  return { checked: files.length, problems, missing };
}

export async function runVerifyFixtures(options: { dir?: string } = {}): Promise<number> {
  const dir = options.dir ?? defaultFixturesDir();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    // Nothing checked is not a pass: a mistyped --dir must not look like a clean run.
    console.error(`penyedia verify-fixtures: folder fixture tidak ditemukan: ${dir}`);
    return 2;
  }
  const report = verifyFixtures(dir);
  for (const { file, problem } of report.problems) console.log(`${file}: ${problem}`);
  if (report.missing.length) console.log(`Tanpa fixture (${report.missing.length}): ${report.missing.join(', ')}`);
  const bad = new Set(report.problems.map((p) => p.file)).size;
  console.log(
    `${report.checked} fixture diperiksa di ${dir}: ${bad === 0 ? 'semua cocok dengan skemanya' : `${bad} tidak cocok`}`,
  );
  return bad === 0 ? 0 : 1;
}
