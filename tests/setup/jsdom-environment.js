// jsdom lacks fetch, streams and TextEncoder; copy Node's so code under test behaves as in a browser.
// MessageChannel is deliberately not copied: it keeps jest from exiting.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class Environment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = Environment;
