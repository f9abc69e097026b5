export declare const SERVICE_WORKER_PATH: '/sw.js';
export declare const UNREGISTERING_WORKER: string;
export declare function serviceWorkerAnswer(
  req: { method?: string; url?: string },
  options: { enabled: boolean; script: string | null; offlineDocument?: string | null },
): { status: number; headers: Record<string, string>; body: string } | null;
