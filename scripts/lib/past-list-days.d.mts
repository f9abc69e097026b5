export function yesterdayInDenver(now?: Date): string;
export function removePastListDays(routeCacheDir: string, keepFrom: string, keepTo?: string): string[];
