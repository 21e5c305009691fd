import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { BimConvertMessage } from './bims.convert.ts';
import { convertIfc, IfcRejected } from './ifc.converter.ts';

const { input, output } = workerData as { input: string; output: string };
const post = (message: BimConvertMessage) => parentPort!.postMessage(message);
let last = -1;
try {
  const { fragments, ...result } = await convertIfc(await readFile(input), (percent) => {
    if (percent === last) return;
    last = percent;
    post({ type: 'progress', percent });
  });
  await writeFile(output, fragments);
  post({ type: 'done', result });
} catch (error) {
  if (!(error instanceof IfcRejected)) throw error;
  post({ type: 'rejected', code: error.code, message: error.message });
}
