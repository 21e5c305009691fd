import { Worker } from 'node:worker_threads';
import type { IfcConversion } from './ifc.converter.ts';
import { IfcRejected } from './ifc.converter.ts';

/** What the conversion thread posts back. */
export type BimConvertMessage =
  | { type: 'progress'; percent: number }
  | { type: 'done'; result: Omit<IfcConversion, 'fragments'> }
  | { type: 'rejected'; code: IfcRejected['code']; message: string };

// Source files run as they are (Node strips types); the built server bundles the thread on its own.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./bims.convert.worker.ts', import.meta.url)
  : new URL('./bims-convert.worker.js', import.meta.url);

/**
 * Converts the IFC file at `input` into fragments at `output` in a worker thread: web-ifc holds the
 * whole model in memory while it works, which must neither block the API's event loop nor grow its
 * heap. A crash of the thread (out of memory included) rejects like any error.
 */
export function convertIfcInWorker(
  input: string,
  output: string,
  onProgress: (percent: number) => void,
): Promise<Omit<IfcConversion, 'fragments'>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { input, output },
      resourceLimits: { maxOldGenerationSizeMb: 2048 },
    });
    let settled = false;
    worker.on('message', (message: BimConvertMessage) => {
      if (message.type === 'progress') onProgress(message.percent);
      else if (message.type === 'done') {
        settled = true;
        resolve(message.result);
      } else {
        settled = true;
        reject(new IfcRejected(message.code, message.message));
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The conversion thread stopped (exit code ${code}).`));
    });
  });
}
