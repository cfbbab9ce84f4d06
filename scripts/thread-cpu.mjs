import fs from 'node:fs';

/**
 * CPU time of a process's threads, read from the kernel's scheduler statistics (`/proc/PID/task/TID/schedstat`,
 * nanoseconds on a CPU; Linux only). The benchmarks, the render worker's API test and the single executable's test
 * use it to see where renders run: the server's main thread, its render worker (a thread named "render", see
 * src/server/render/render-worker.ts) or all threads together.
 */

/** The CPU nanoseconds of one thread, by id (the main thread's id is the process id). */
export function taskCpuNs(pid, tid) {
  return Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
}

/** The CPU nanoseconds of the process's thread with this name (Node names a worker thread after its `name` option), or undefined without one. */
export function namedThreadCpuNs(pid, name) {
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      if (fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === name) return taskCpuNs(pid, tid);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return undefined;
}

/** The CPU nanoseconds of all the process's threads that are still running. */
export function processCpuNs(pid) {
  return fs.readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => {
    try {
      return sum + taskCpuNs(pid, tid);
    } catch {
      return sum; // a thread that ended meanwhile
    }
  }, 0);
}
