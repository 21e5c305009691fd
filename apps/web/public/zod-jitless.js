// Runs before the app's modules: zod reads this object as its global config when it loads. Without
// `jitless`, every zod object schema probes `new Function` when it is built, which the
// Content-Security-Policy (script-src 'self') forbids; the browser would report each probe as a violation.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
