import { Worker } from 'node:worker_threads';
import { CloudRejected } from './las.reader.ts';
import type { ConvertOptions, ConvertResult } from './potree.converter.ts';

/** What the conversion thread posts back. */
export type ConvertMessage =
  | { type: 'progress'; percent: number }
  | { type: 'done'; result: ConvertResult }
  | { type: 'rejected'; code: CloudRejected['code']; message: string };

// Source files run as they are (Node strips types); the built server bundles the thread on its own.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./clouds.convert.worker.ts', import.meta.url)
  : new URL('./clouds-convert.worker.js', import.meta.url);

/**
 * Runs the LAS → Potree conversion in a worker thread, so that a large file keeps neither the API's
 * event loop nor its heap busy. A crash of the thread (out of memory included) rejects like any error.
 */
export function convertInWorker(
  input: string,
  outDir: string,
  options: Omit<ConvertOptions, 'onProgress'> & { onProgress?: (percent: number) => void },
): Promise<ConvertResult> {
  const { onProgress, ...settings } = options;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { input, outDir, options: settings },
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    });
    let settled = false;
    worker.on('message', (message: ConvertMessage) => {
      if (message.type === 'progress') onProgress?.(message.percent);
      else if (message.type === 'done') {
        settled = true;
        resolve(message.result);
      } else {
        settled = true;
        reject(new CloudRejected(message.code, message.message));
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
