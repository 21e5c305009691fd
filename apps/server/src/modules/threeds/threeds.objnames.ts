import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// assimp ends an OBJ object's name at its first space (`o Stair flight` → `Stair`). The spaces of
// `o` lines are swapped for a private-use character on the way in and back in the GLB on the way out.
// `g` lines stay as they are: there, spaces separate the names of several groups.
const STAND_IN = '\uE000';

/** A stream filter for an OBJ that keeps its object names whole through assimp. */
export function protectObjectNames(): Transform {
  let rest = '';
  const protect = (line: string) =>
    /^\s*o\s/.test(line)
      ? line.replace(
          /^(\s*o\s+)(.*?)(\s*)$/,
          (_, head, name, tail) => `${head}${name.replace(/[ \t]/g, STAND_IN)}${tail}`,
        )
      : line;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map((line) => `${protect(line)}\n`).join(''));
    },
    flush(done) {
      done(null, protect(rest));
    },
  });
}

/** Puts the spaces back into the node and mesh names of a GLB that assimp made from a protected OBJ. */
export async function restoreObjectNames(glbPath: string): Promise<void> {
  const handle = await open(glbPath, 'r');
  let json: { nodes?: { name?: string }[]; meshes?: { name?: string }[] };
  let jsonLength: number;
  try {
    const head = Buffer.alloc(20);
    await handle.read(head, 0, 20, 0);
    jsonLength = head.readUInt32LE(12);
    const chunk = Buffer.alloc(jsonLength);
    await handle.read(chunk, 0, jsonLength, 20);
    json = JSON.parse(chunk.toString('utf8'));
  } finally {
    await handle.close();
  }
  let changed = false;
  for (const named of [...(json.nodes ?? []), ...(json.meshes ?? [])])
    if (named.name?.includes(STAND_IN)) {
      named.name = named.name.replaceAll(STAND_IN, ' ');
      changed = true;
    }
  if (!changed) return;
  // The JSON chunk is padded with spaces to 4 bytes; the binary chunk after it is copied as it is.
  const text = Buffer.from(JSON.stringify(json), 'utf8');
  const padded = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const restored = `${glbPath}.names`;
  const out = createWriteStream(restored);
  const { size } = await stat(glbPath);
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(size - jsonLength + padded.length, 8);
  header.writeUInt32LE(padded.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  out.write(header);
  out.write(padded);
  await pipeline(createReadStream(glbPath, { start: 20 + jsonLength }), out);
  await rename(restored, glbPath);
}
