/**
 * The checks of an event submission, the same in the browser (before sending) and in the route handler: the text
 * fields with the forms' own rules (lib/forms/validate.ts), then dates, repetition, venue, category, price and
 * links. Every input is untrusted: unknown fields are dropped, every value is bounded.
 */
import { addDays } from '@/lib/dates';
import { checkFields, fieldMessage, type FieldProblem, type FormValues } from '@/lib/forms/validate';
import { isHttpUrl } from '@/lib/validators';
import {
  IMAGE_TYPES,
  MAX_DAYS_AHEAD,
  MAX_IMAGE_BYTES,
  MAX_LINKS_IN_DESCRIPTION,
  MAX_LISTED_DATES_LENGTH,
  MAX_OCCURRENCES,
  REPEATS,
  TEXT_FIELDS,
  WEEKDAYS,
  FIELD_ORDER,
  type EventField,
  type Repeat,
} from './fields';
import { format } from '@/lib/config/format';
import { formMessages } from '@/lib/forms/messages';
import { eventProblemMessages, eventSubmitCopy, type EventProblem } from './messages';
import { occurrenceDays, occurrencePairs, type EventTiming, type Pair, type Recurrence } from './recurrence';

export interface EventSubmission {
  title: string;
  description: string;
  timing: EventTiming;
  recurrence: Recurrence;
  /** The `event-datetime` pairs, first to last. */
  pairs: Pair[];
  venue: { id: string } | { name: string; address: string };
  category?: string;
  price?: string;
  free: boolean;
  url?: string;
  /** The image's texts when one was chosen (the file itself travels beside the submission). */
  image?: { alt: string; credit: string };
  /** Never public. */
  submitter: { name: string; email: string; phone?: string };
}

/** What the form offers from the site's content: the events list's categories and the places on the site. */
export interface EventSubmitChoices {
  categories: readonly string[];
  venues: readonly string[];
}

export type Problem = FieldProblem | EventProblem;

export type EventValidation =
  | { ok: true; data: EventSubmission }
  | { ok: false; fields: EventField[]; problems: Partial<Record<EventField, Problem>> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/gi;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const str = (source: Record<string, unknown>, name: string, max = 40): string => {
  const value = source[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/** Validates a submission from the form (JSON or form fields) against the site's `choices` on `today` (Whitefish). */
export function validateEventSubmission(input: unknown, choices: EventSubmitChoices, today: string): EventValidation {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const { data: text, problems: textProblems } = checkFields(TEXT_FIELDS, source);
  const problems: Partial<Record<EventField, Problem>> = { ...(textProblems as Partial<Record<EventField, FieldProblem>>) };
  const flag = (name: EventField, problem: Problem) => {
    problems[name] ??= problem;
  };
  const value = (name: string) => (typeof text[name] === 'string' ? (text[name] as string) : '');

  // When
  const allDay = text.all_day === true;
  const startDate = str(source, 'start_date');
  const endDateRaw = str(source, 'end_date');
  const startTime = allDay ? '00:00' : str(source, 'start_time');
  const endTime = allDay ? '23:59' : str(source, 'end_time');
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  if (!startDate) flag('start_date', 'required');
  else if (!isDay(startDate)) flag('start_date', 'date');
  else if (startDate < today) flag('start_date', 'past');
  else if (startDate > lastDay) flag('start_date', 'too_far');
  if (endDateRaw && !isDay(endDateRaw)) flag('end_date', 'date');
  if (!allDay) {
    if (!startTime) flag('start_time', 'required');
    else if (!TIME.test(startTime)) flag('start_time', 'time');
    if (!endTime) flag('end_time', 'required');
    else if (!TIME.test(endTime)) flag('end_time', 'time');
  }
  const endDate = endDateRaw || startDate;
  const timesOk = !problems.start_date && !problems.end_date && !problems.start_time && !problems.end_time;
  if (timesOk && (endDate < startDate || (endDate === startDate && endTime <= startTime))) flag(endDateRaw ? 'end_date' : 'end_time', 'end_before_start');
  if (timesOk && endDate > addDays(startDate, 30)) flag('end_date', 'too_far');

  // Repeats
  const repeatRaw = str(source, 'repeat') || 'none';
  const repeat = (REPEATS as readonly string[]).includes(repeatRaw) ? (repeatRaw as Repeat) : null;
  if (!repeat) flag('repeat', 'option');
  let recurrence: Recurrence = { repeat: 'none' };
  const until = str(source, 'until');
  const untilOk = isDay(until) && until >= startDate && until <= addDays(startDate, 366);
  if (repeat === 'weekly') {
    const weekdays = WEEKDAYS.flatMap((day, index) => (source[day.name] === 'on' || source[day.name] === true ? [index] : []));
    if (weekdays.length === 0) flag('days', 'days');
    if (!untilOk && !problems.start_date) flag('until', 'until');
    recurrence = { repeat, weekdays, until };
  } else if (repeat === 'monthly') {
    const nth = Number(str(source, 'nth'));
    if (![1, 2, 3, 4, -1].includes(nth)) flag('nth', 'option');
    if (!untilOk && !problems.start_date) flag('until', 'until');
    recurrence = { repeat, nth, until };
  } else if (repeat === 'dates') {
    const listed = str(source, 'dates', MAX_LISTED_DATES_LENGTH + 1);
    const dates = listed.split(/[\s,;]+/).filter(Boolean);
    const valid = listed.length <= MAX_LISTED_DATES_LENGTH && dates.length > 0 && dates.every((d) => isDay(d) && d >= today && d <= lastDay);
    if (!valid) flag('dates', 'dates');
    recurrence = { repeat, dates };
  }
  let pairs: Pair[] = [];
  if (timesOk && !problems.days && !problems.until && !problems.nth && !problems.dates && repeat) {
    const days = occurrenceDays(startDate, recurrence);
    if (days.length === 0) flag('until', 'until');
    else if (days.length > MAX_OCCURRENCES) flag(repeat === 'dates' ? 'dates' : 'until', 'too_many');
    else pairs = occurrencePairs({ startDate, endDate, startTime, endTime, allDay }, days);
  }

  // Where and what
  const venueId = str(source, 'venue_id', 80);
  if (venueId && !choices.venues.includes(venueId)) flag('venue_id', 'option');
  if (!venueId && (!value('venue_name') || !value('venue_address'))) flag(value('venue_name') ? 'venue_address' : 'venue_name', 'venue');
  const category = str(source, 'category', 80);
  if (category ? !choices.categories.includes(category) : choices.categories.length > 0) flag('category', category ? 'option' : 'required');
  if (!value('price') && text.free !== true) flag('price', 'price');
  if (value('url') && !isHttpUrl(value('url'))) flag('url', 'url');
  const links = value('description').match(URL_IN_TEXT) ?? [];
  if (links.length > MAX_LINKS_IN_DESCRIPTION || links.some((link) => !isHttpUrl(link))) flag('description', 'links');
  const image = imageOf(source.image);
  if (image && (image.size > MAX_IMAGE_BYTES || !(IMAGE_TYPES as readonly string[]).includes(image.type))) flag('image', 'image');
  if (image && !value('image_alt')) flag('image_alt', 'image_text');
  if (image && !value('image_credit')) flag('image_credit', 'image_text');
  if (image && text.image_rights !== true) flag('image_rights', 'image_rights');
  if (text.terms !== true) flag('terms', 'terms');

  const fields = FIELD_ORDER.filter((name) => problems[name]);
  if (fields.length) return { ok: false, fields, problems };
  const data = submission(text, { startDate, endDate, startTime, endTime, allDay }, recurrence, pairs, venueId, category);
  return { ok: true, data: image ? { ...data, image: { alt: value('image_alt'), credit: value('image_credit') } } : data };
}

/** A chosen file (a browser's File, or one of a multipart body); none when the control was left empty. */
export interface ChosenImage {
  size: number;
  type: string;
}

export function imageOf(value: unknown): ChosenImage | null {
  if (value === null || typeof value !== 'object') return null;
  const { size, type } = value as Partial<ChosenImage>;
  return typeof size === 'number' && size > 0 && typeof type === 'string' ? { size, type } : null;
}

function submission(text: FormValues, timing: EventTiming, recurrence: Recurrence, pairs: Pair[], venueId: string, category: string): EventSubmission {
  const get = (name: string) => (typeof text[name] === 'string' ? (text[name] as string) : undefined);
  return {
    title: get('title') ?? '',
    description: get('description') ?? '',
    timing,
    recurrence,
    pairs,
    venue: venueId ? { id: venueId } : { name: get('venue_name') ?? '', address: get('venue_address') ?? '' },
    ...(category ? { category } : {}),
    ...(get('price') ? { price: get('price') } : {}),
    free: text.free === true,
    ...(get('url') ? { url: get('url') } : {}),
    submitter: { name: get('name') ?? '', email: get('email') ?? '', ...(get('phone') ? { phone: get('phone') } : {}) },
  };
}

/** The message shown beside a field (and in the error summary). */
export function eventFieldMessage(name: EventField, problem: Problem): string {
  const textField = TEXT_FIELDS.find((f) => f.name === name);
  if (problem in eventProblemMessages) return eventProblemMessages[problem as EventProblem];
  if (textField) return fieldMessage(textField, problem as FieldProblem);
  const label = CONTROL_LABELS[name as keyof typeof CONTROL_LABELS] ?? eventSubmitCopy.category;
  return problem === 'required' ? format(formMessages.required, { label }) : eventProblemMessages.option;
}

const CONTROL_LABELS = {
  start_date: eventSubmitCopy.startDate,
  start_time: eventSubmitCopy.startTime,
  end_time: eventSubmitCopy.endTime,
  category: eventSubmitCopy.category,
} as const;
