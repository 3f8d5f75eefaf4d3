/**
 * Zod without its JIT, set before any schema is built (main.tsx imports this module first).
 * Zod 4 compiles object parsers with `new Function` unless `jitless` is set, and probes for it
 * once; the Content-Security-Policy forbids eval (script-src 'self'), so every page that parsed
 * a form logged a CSP violation (Lighthouse best practices 96). Zod keeps its configuration on
 * `globalThis.__zod_globalConfig` and adopts an object already there (zod/v4/core/core.js), so
 * setting it here costs the first load no import of zod itself (z.config would pull 3.6 KB of
 * zod into it). The interpreted parsers are plenty for form-sized input.
 * e2e/first-view.e2e.ts asserts that no page logs a CSP violation.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
