import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertToGlb } from './threeds.converter.ts';
import { optimiseGlb } from './threeds.optimise.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spatium-threed-optimise-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Named parts, each a bumpy grid of quads side by side; two of them the very same shape. */
function partsObj(parts: [string, number][], n = 16): string {
  const lines: string[] = [];
  let base = 1;
  for (const [name, x0] of parts) {
    lines.push(`o ${name}`);
    for (let i = 0; i <= n; i++)
      for (let j = 0; j <= n; j++) lines.push(`v ${x0 + i / n} ${j / n} ${(Math.sin(i) * Math.cos(j)) / 10}`);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const a = base + i * (n + 1) + j;
        lines.push(`f ${a} ${a + n + 1} ${a + 1}`, `f ${a + 1} ${a + n + 1} ${a + n + 2}`);
      }
    base += (n + 1) ** 2;
  }
  return `${lines.join('\n')}\n`;
}

/** Every mesh node's name with the world-space positions of its triangles' corners, sorted. */
async function corners(file: string) {
  const document = await new NodeIO().read(file);
  const parts = new Map<string, string[]>();
  for (const node of document.getRoot().listNodes()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const [tx, ty, tz] = node.getWorldMatrix().slice(12, 15);
    const found: string[] = [];
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION')!;
      const indices = primitive.getIndices();
      const count = indices ? indices.getCount() : position.getCount();
      for (let i = 0; i < count; i++) {
        const [x, y, z] = position.getElement(indices ? indices.getScalar(i) : i, [0, 0, 0]);
        found.push([x! + tx!, y! + ty!, z! + tz!].map((v) => v.toFixed(5)).join());
      }
    }
    parts.set(node.getName(), found.sort());
  }
  return parts;
}

describe('optimiseGlb', () => {
  it('makes an OBJ converted by assimp smaller, every part still its own named mesh at its place', async () => {
    const obj = path.join(dir, 'facade.obj');
    await writeFile(
      obj,
      partsObj([
        ['WallNorth', 0],
        ['WallSouth', 2],
        ['DoorLeaf', 4],
        ['Window', 6],
      ]),
    );
    const glb = path.join(dir, 'facade.glb');
    await convertToGlb(obj, glb);
    const before = await corners(glb);
    const { before: bytesBefore, after } = await optimiseGlb(glb);
    expect(after).toBeLessThan(bytesBefore * 0.8);
    expect((await readFile(glb)).length).toBe(after);
    const optimised = await corners(glb);
    expect([...optimised.keys()].sort()).toEqual(['DoorLeaf', 'WallNorth', 'WallSouth', 'Window']);
    for (const [name, points] of before) expect(optimised.get(name), name).toEqual(points);
    const document = await new NodeIO().read(glb);
    const meshes = document.getRoot().listMeshes();
    expect(meshes.map((m) => m.getName()).sort()).toEqual(['DoorLeaf', 'WallNorth', 'WallSouth', 'Window']);
    expect(meshes.every((m) => m.listPrimitives().every((p) => p.getIndices() !== null))).toBe(true);
  });
});
