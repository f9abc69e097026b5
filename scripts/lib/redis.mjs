// Redis for tests and local multi-instance runs: Debian's redis-server (installed with apt-get when missing) on a
// free loopback port, in memory only (no RDB snapshots, no AOF).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { ensureDebianPackage } from './debian.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

/** Makes sure redis-server exists; returns false (after saying how to fix it) when it cannot be installed. */
export function ensureRedisServer() {
  return ensureDebianPackage({ binary: REDIS_SERVER, pkg: 'redis-server', envVar: 'REDIS_SERVER_PATH', purpose: 'This test' });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Sends one inline command and resolves with the raw reply (enough for PING / FLUSHALL / DBSIZE in tests). */
export function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(2000, () => socket.destroy(new Error(`redis ${command}: time-out`)));
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.trim());
      }
    });
    socket.write(`${command}\r\n`);
  });
}

/** Starts redis-server on a free loopback port and resolves once it answers PING. */
export async function startRedis({ port } = {}) {
  const listenPort = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(listenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Quiet while it runs (its start-up warnings are noise in test output); printed if it fails to start.
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}) before answering:\n${output}`);
    if ((await redisCommand(listenPort, 'PING').catch(() => '')) === '+PONG') {
      return {
        child,
        port: listenPort,
        url: `redis://127.0.0.1:${listenPort}`,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${listenPort}:\n${output}`);
}
