export const OFFLINE_DOCUMENT_PATH: '/offline-document.html';
export function offlineDocument(html: string): string;
