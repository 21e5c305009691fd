// Regenerates the committed openapi.json, so every API change shows in review.
import { writeFileSync } from 'node:fs';
import { generateOpenApi } from '../src/openapi.ts';

writeFileSync(new URL('../openapi.json', import.meta.url), await generateOpenApi());
console.log('apps/server/openapi.json written');
