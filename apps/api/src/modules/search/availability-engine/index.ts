export { AvailabilityEngine } from './engine';
export {
  type AnswerStamp,
  type AvailabilitySource,
  type AvailabilityWatch,
  dayOf,
  type EngineOptions,
  type EngineSearch,
} from './types';
