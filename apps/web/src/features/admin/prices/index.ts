/** Prices and rules (issue 16, admins): the rate calendar and bulk editor, seasons, arrival days, stay limits, stop-sells. */
export { ArrivalRulesPanel } from './components/arrival-rules-panel';
export { BulkPriceForm } from './components/bulk-price-form';
export { GradePicker, useGradeTitle } from './components/grade-picker';
export { RateCalendar } from './components/rate-calendar';
export { SeasonsPanel } from './components/seasons-panel';
export { StayLimitsPanel } from './components/stay-limits-panel';
export { StopSellsPanel } from './components/stop-sells-panel';
