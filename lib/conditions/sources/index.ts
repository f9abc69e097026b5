import type { ConditionKind } from '../types';
import { airNowSource } from './airnow';
import { nifcSource } from './nifc';
import { npsSource } from './nps';
import { nwsSource } from './nws';
import type { SourceAdapter } from './source';

/** Every source, by the kind of condition it reports. */
export const SOURCES: Record<ConditionKind, SourceAdapter> = {
  weather: nwsSource,
  fire: nifcSource,
  park: npsSource,
  air: airNowSource,
};
