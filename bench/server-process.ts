import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1 for a bench server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once `url` answers 200 (up to 2 minutes); fails when the server process exits first. */
export async function started(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const answered = await fetch(url).then((res) => res.ok).catch(() => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url}`);
}

/** Stops a bench server with SIGTERM and waits for it to exit. */
export async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exit;
}
