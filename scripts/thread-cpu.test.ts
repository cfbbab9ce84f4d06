import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { processCpuNs, taskCpuNs } from './thread-cpu.mjs';

// Burns `ms` of the running thread's own CPU (not wall time: the machine may be busy), then answers.
const BURN = `function burn(ms) {
  const cpu = () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; };
  const end = cpu() + ms;
  while (cpu() < end);
}`;

describe('CPU time per thread, as the benchmarks read it', () => {
  it("counts a process's main thread (its id is the process id) while it computes", async () => {
    const child = spawn(process.execPath, ['-e', `${BURN}; process.stdin.once('data', () => { burn(80); console.log('done'); })`], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = taskCpuNs(child.pid!, child.pid!);
      child.stdin.write('go\n');
      await once(child.stdout, 'data');
      expect((taskCpuNs(child.pid!, child.pid!) - before) / 1e6).toBeGreaterThanOrEqual(75);
    } finally {
      child.kill();
    }
  });

  it("counts every thread of the process, a worker thread's CPU included", async () => {
    const worker = new Worker(
      `${BURN}; require('node:worker_threads').parentPort.on('message', (ms) => { burn(ms); require('node:worker_threads').parentPort.postMessage('done'); });`,
      { eval: true },
    );
    try {
      await once(worker, 'online');
      const [all, main] = [processCpuNs(process.pid), taskCpuNs(process.pid, process.pid)];
      worker.postMessage(80);
      await once(worker, 'message');
      const allMs = (processCpuNs(process.pid) - all) / 1e6;
      const mainMs = (taskCpuNs(process.pid, process.pid) - main) / 1e6;
      expect(allMs).toBeGreaterThanOrEqual(75);
      // The worker's 80 ms were not on the main thread, which only waited.
      expect(allMs - mainMs).toBeGreaterThanOrEqual(75);
    } finally {
      await worker.terminate();
    }
  });
});
