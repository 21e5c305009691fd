import { parentPort, workerData } from 'node:worker_threads';
import { type ChunkJob, splitChunkFile } from './potree.converter.ts';

// One chunk file at a time: its nodes go back with their buffers transferred.
const job = workerData as ChunkJob;
parentPort!.on('message', (file: string) => {
  const nodes = splitChunkFile(file, job).map(([name, data]) => {
    // Small buffers share Node's pool; copy them into buffers of their own to transfer.
    const own = new Uint8Array(data.length);
    own.set(data);
    return [name, own] as const;
  });
  parentPort!.postMessage(
    nodes,
    nodes.map(([, data]) => data.buffer),
  );
});
