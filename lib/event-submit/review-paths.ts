/** Where a submitter follows their submission, and where editors review submissions (docs/product.md#submitting-an-event). */
export const EVENT_STATUS_PATH = '/events/submit/status';
export const REVIEW_PATH = '/review';
export const REVIEW_ENDPOINT = '/api/review';

export const statusPath = (token: string) => `${EVENT_STATUS_PATH}/${token}`;
/** A waiting submission drawn as its public entry page would be, for editors. */
export const reviewPreviewPath = (id: string) => `${REVIEW_PATH}/${encodeURIComponent(id)}`;
