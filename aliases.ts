import { fileURLToPath } from 'node:url';

const at = (folder: string) => fileURLToPath(new URL(`./${folder}`, import.meta.url));

/** The path aliases of tsconfig.base.json, for vite, the CLI bundle and vitest. */
export const aliases = {
  '@core': at('core'),
  '@web': at('web'),
  '@cli': at('cli'),
  '@fixtures': at('fixtures'),
};
