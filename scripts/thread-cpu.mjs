import fs from 'node:fs';

/**
 * CPU time of a process's threads, read from the kernel's scheduler statistics (`/proc/PID/task/TID/schedstat`,
 * nanoseconds on a CPU; Linux only). The benchmarks use it to see where a render's CPU goes: the server's main
 * thread, or all threads together (compression on the thread pool, the collector's helpers).
 */

/** The CPU nanoseconds of one thread, by id (the main thread's id is the process id). */
export function taskCpuNs(pid, tid) {
  return Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
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
