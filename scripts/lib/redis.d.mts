import type { ChildProcess } from 'node:child_process';

export const REDIS_SERVER: string;
export function ensureRedisServer(): boolean;
export function freePort(): Promise<number>;
export function redisCommand(port: number, command: string): Promise<string>;
export function startRedis(options?: { port?: number }): Promise<{ child: ChildProcess; port: number; url: string; stop(): Promise<void> }>;
