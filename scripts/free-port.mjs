// A free loopback port, for scripts and tests that must name a port before
// starting something (a server told PORT=0 picks its own and says so instead).
import net from 'node:net';

/**
 * Asks the system for a free port on 127.0.0.1 and releases it at once.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
