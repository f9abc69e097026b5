import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function answerEarly(req: IncomingMessage, res: ServerResponse, status: number, message: string, extraHeaders?: Record<string, string>): void;
