// Imported first by every entry point (npm start, build, test, the content service): ES modules evaluate their
// imports in order, so this stops an unsupported Node before any later import can load a native addon.
import path from 'node:path';
import { requireSupportedNode } from './node-support.mjs';

const event = process.env.npm_lifecycle_event;
requireSupportedNode(event ? `npm ${['start', 'test'].includes(event) ? '' : 'run '}${event}` : path.relative(process.cwd(), process.argv[1] ?? '') || 'this project');
