import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FairGate } from './fair-gate.mjs';
export declare function passesGate(url: string): boolean;
export declare function throughGate(gate: FairGate, clientKey: string, req: IncomingMessage, res: ServerResponse, handler: () => void): void;
