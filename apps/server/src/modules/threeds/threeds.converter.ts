import { execFile } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ThreedFailure } from '@spatium/contracts';

const run = promisify(execFile);
/** assimp gets this long for one model; a model that takes longer is refused. */
const CONVERT_TIMEOUT_MS = 5 * 60_000;

/** A model the converter refuses, with the message shown to the user. */
export class ThreedRejected extends Error {
  readonly code: ThreedFailure;
  constructor(code: ThreedFailure, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Converts `input` (OBJ, FBX, STL or PLY; its .mtl and textures beside it) into `output`, a GLB, with
 * Debian's assimp CLI (package assimp-utils). No post-processing is asked for, so parts are not
 * merged and keep the node names of the file: the viewer's part tree, picking and explode rely on it.
 */
export async function convertToGlb(input: string, output: string): Promise<void> {
  try {
    await run('assimp', ['export', input, output, '-fglb2'], {
      cwd: path.dirname(input),
      timeout: CONVERT_TIMEOUT_MS,
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { killed?: boolean; signal?: string };
    if (failure.code === 'ENOENT')
      throw new ThreedRejected(
        'no_converter',
        'The server cannot convert 3D models: the assimp converter is not installed (Debian package assimp-utils).',
      );
    if (failure.killed || failure.signal === 'SIGTERM')
      throw new ThreedRejected(
        'timeout',
        `The model took longer than ${CONVERT_TIMEOUT_MS / 60_000} minutes to convert; simplify it or upload it as GLB.`,
      );
    throw unreadable();
  }
  // assimp reads any text as an OBJ (unknown lines are skipped): a model without a mesh is no model.
  if (!(await hasMeshes(output))) throw unreadable();
}

function unreadable() {
  return new ThreedRejected('unreadable', 'The model file could not be read (not a valid OBJ/FBX/STL/PLY).');
}

/** Whether `file` is a GLB whose JSON chunk names at least one mesh. */
async function hasMeshes(file: string): Promise<boolean> {
  const size = await stat(file).then(
    (s) => s.size,
    () => 0,
  );
  if (size < 20) return false;
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(20);
    await handle.read(head, 0, 20, 0);
    const jsonLength = head.readUInt32LE(12);
    if (head.toString('latin1', 0, 4) !== 'glTF' || head.readUInt32LE(16) !== 0x4e4f534a) return false;
    if (jsonLength > size - 20) return false;
    const json = Buffer.alloc(jsonLength);
    await handle.read(json, 0, jsonLength, 20);
    const meshes = (JSON.parse(json.toString('utf8')) as { meshes?: unknown[] }).meshes;
    return Array.isArray(meshes) && meshes.length > 0;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}
