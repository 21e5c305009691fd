import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from './openapi.ts';

describe('the committed OpenAPI document', () => {
  it('matches the routes the server mounts (run `npm run openapi -w @spatium/server` after an API change)', async () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(await generateOpenApi())).toEqual(JSON.parse(committed));
  });
});
