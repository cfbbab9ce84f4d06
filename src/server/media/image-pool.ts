import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderImage, type RenderJob, type RenderResult } from './image-render';

/**
 * Uploads are decoded and re-encoded off the main thread, one image at a time
 * per worker, in a pool of one worker (two on machines with four or more
 * cores), with libvips held to one thread. A batch of large photos then keeps
 * at most one or two cores busy and the event loop free: public pages stay
 * fast while staff upload. Jobs wait their turn in arrival order.
 */

const POOL_SIZE = os.availableParallelism() >= 4 ? 2 : 1;

// The worker runs renderImage's own source text: Astro's server bundle has no
// separate worker file to point at, and renderImage needs nothing from outside.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpPath);
sharp.concurrency(1);
const fs = require('node:fs/promises');
const path = require('node:path');
const renderImage = (${renderImage.toString()});
parentPort.on('message', async ({ id, job }) => {
  try {
    parentPort.postMessage({ id, result: await renderImage(sharp, fs, path, job) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Pending = { id: number; job: RenderJob; resolve: (r: RenderResult) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; busy: Pending | null };

const queue: Pending[] = [];
const slots: Slot[] = [];
let nextId = 1;
let sharpPath: string | undefined;

function spawn(): Slot {
  sharpPath ??= createRequire(import.meta.url).resolve('sharp');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sharpPath } });
  // An idle pool must not keep the process alive (tests, the seed script).
  worker.unref();
  const slot: Slot = { worker, busy: null };
  worker.on('message', (message: { id: number; result?: RenderResult; error?: string }) => {
    const job = slot.busy;
    if (!job || job.id !== message.id) return;
    slot.busy = null;
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message.result!);
    pump();
  });
  const lost = (error: Error) => {
    slots.splice(slots.indexOf(slot), 1);
    slot.busy?.reject(error);
    slot.busy = null;
    pump();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => {
    if (slots.includes(slot)) lost(new Error(`The image worker stopped (exit code ${code})`));
  });
  slots.push(slot);
  return slot;
}

function pump(): void {
  while (queue.length) {
    const slot = slots.find((s) => !s.busy) ?? (slots.length < POOL_SIZE ? spawn() : undefined);
    if (!slot) return;
    const job = queue.shift()!;
    slot.busy = job;
    slot.worker.postMessage({ id: job.id, job: job.job });
  }
}

/** Runs a job in the pool; resolves with its result, rejects if the worker fails or dies. */
export function runInPool(job: RenderJob): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, job, resolve, reject });
    pump();
  });
}
