export type { AssistantData, AvailabilityFilter } from './lib/assistant-data';
export { answerOffline, type OfflineAnswer } from './lib/answer/offline-assistant';
export type { Intent, PreviousTurn } from './lib/understand/understand';
export { APP_GUIDE_FOR_PROMPT } from './lib/knowledge/app-guide';
export { evConnectors, findEvModel, type EvModel } from './lib/knowledge/ev-models';
export { costFor, type CostEstimate } from './lib/view/cost';
export { isOpen, nearestOpen, type NearStation } from './lib/view/nearest-open';
export {
  bookingPath,
  bookingSummary,
  chargersForPower,
  matchingChargers,
  stationDetails,
  stationSummary,
} from './lib/view/station-view';
