/** Where the open feed lives (docs/product.md#the-open-feed). Pure and import-free: pages link to these. */
export const API_BASE = '/api/v1';
export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const MCP_PATH = '/mcp';
export const LLMS_PATH = '/llms.txt';
