export * from './state';
export { orderEntries, filterByCategory, type OrderOptions } from './order';
export { toCardData, entryPoint, CARD_TEXT_LENGTH, type CardData, type ListPayload } from './cards';
export { listApiUrl, RESULT_KEYS } from './api-url';
export { orderOptionsFor } from './options';
export { LIST_PAGE_SIZE, LIST_MAX_ITEMS, MAX_LIST_PAGE, pageCount, pageOf, joinPages, type ListPage } from './pages';
export { WHEN_KEYS, MAX_RANGE_DAYS, OPEN_NOW, HOURS_TYPES, datesKindOf, resolveDates, withDates, type WhenKey, type WhenValue, type DayRange, type DatesKind } from './dates';
export { countLabel, dateSpan, datedCountLabel, datedTitle, hoursCountLabel, hoursTitle } from './date-labels';
export { DEFAULT_STATE_SEGMENT, isCacheableState, stateSegment, cachedListPath, stateFromSegment } from './cached-state';
