import type { InflateLimits } from './zip';

/**
 * How much reading one workbook may cost. The ratio stops a zip bomb within a few megabytes;
 * the inflated total and the row count bound the time a hostile but honest-looking file takes.
 */
export interface ReadLimits extends InflateLimits {
  /** Rows of the data sheet (empty ones included). */
  readonly maxRows: number;
}

const MB = 1024 * 1024;

/**
 * A file of at most 100 products, as the portal and the sandbox take it: 50 MB inflated is a
 * hundred times what such a file needs. Real sheets compress 5 to 40 times; deflate bombs reach
 * 1000.
 */
export const UPLOAD_LIMITS: ReadLimits = { maxInflatedBytes: 50 * MB, maxRatio: 100, maxRows: 100_000 };

/**
 * A seller's whole catalogue, as `penyedia check` and `split` read it: tens of thousands of
 * products (100 000 rows inflate to about 80 MB). The same ratio guard; room for half a million
 * rows.
 */
export const CATALOGUE_LIMITS: ReadLimits = { maxInflatedBytes: 1024 * MB, maxRatio: 100, maxRows: 500_000 };
