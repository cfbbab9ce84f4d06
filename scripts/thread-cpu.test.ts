import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { namedThreadCpuNs, processCpuNs, taskCpuNs } from './thread-cpu.mjs';

// Burns `ms` of the running thread's own CPU (not wall time: the machine may be busy), then answers.
const BURN = `function burn(ms) {
  const cpu = () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; };
  const end = cpu() + ms;
  while (cpu() < end);
}`;

describe('CPU time per thread, as the benchmarks and the render worker tests read it', () => {
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

  it('finds a worker thread by its name, counts its CPU apart from the rest, and knows when there is none', async () => {
    expect(namedThreadCpuNs(process.pid, 'cpu-probe')).toBeUndefined();
    const worker = new Worker(
      `${BURN}; require('node:worker_threads').parentPort.on('message', (ms) => { burn(ms); require('node:worker_threads').parentPort.postMessage('done'); });`,
      { eval: true, name: 'cpu-probe' },
    );
    try {
      await once(worker, 'online');
      const before = namedThreadCpuNs(process.pid, 'cpu-probe');
      expect(before).toBeDefined();
      const all = processCpuNs(process.pid);
      worker.postMessage(80);
      await once(worker, 'message');
      const spent = (namedThreadCpuNs(process.pid, 'cpu-probe')! - before!) / 1e6;
      expect(spent).toBeGreaterThanOrEqual(75);
      expect((processCpuNs(process.pid) - all) / 1e6).toBeGreaterThanOrEqual(spent);
    } finally {
      await worker.terminate();
    }
  });
});
