/** Prices and rules (admins): the rate calendar and bulk editor, seasons, arrival days, stay limits, stop-sells. */
export { BulkPriceForm } from './components/bulk-price-form';
export { GradePicker, useGradeTitle } from './components/grade-picker';
export { PriceColumns } from './components/price-columns';
export { RateCalendar } from './components/rate-calendar';
export { ArrivalRulesPanel } from './rule-tables/arrival-rules';
export { SeasonsPanel } from './rule-tables/seasons';
export { StayLimitsPanel } from './rule-tables/stay-limits';
export { StopSellsPanel } from './rule-tables/stop-sells';
