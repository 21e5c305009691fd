import { parentPort, workerData } from 'node:worker_threads';
import type { ConvertMessage } from './clouds.convert.ts';
import { CloudRejected } from './las.reader.ts';
import { type ConvertOptions, convertLasToPotree } from './potree.converter.ts';

const { input, outDir, options } = workerData as { input: string; outDir: string; options: ConvertOptions };
const post = (message: ConvertMessage) => parentPort!.postMessage(message);
let last = -1;
try {
  const result = await convertLasToPotree(input, outDir, {
    ...options,
    onProgress: (percent) => {
      if (percent === last) return;
      last = percent;
      post({ type: 'progress', percent });
    },
  });
  post({ type: 'done', result });
} catch (error) {
  if (!(error instanceof CloudRejected)) throw error;
  post({ type: 'rejected', code: error.code, message: error.message });
}
