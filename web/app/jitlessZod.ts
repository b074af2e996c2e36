/*
 * zod compiles its object parsers with `new Function`, and finds out whether it may by trying once
 * as its first object schema is made. Under the portal's CSP (no eval) that try is a violation the
 * browser reports on every page. With `jitless` zod skips the try and parses the same, by walking
 * the schema (the answers the portal parses are small).
 *
 * zod reads its configuration from globalThis.__zod_globalConfig as it loads (copies of zod share
 * it that way); set here, in the first module of the page and of the worker, before any chunk with
 * zod loads, it keeps zod itself out of the login page's first load. Imported for this effect only
 * (package.json lists it among the modules with side effects).
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
