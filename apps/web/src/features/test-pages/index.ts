/** The test pages: a price calendar for checking prices, and a sample purchase for the tag manager. */
export { useArrivalRules } from './api/get-arrival-rules';
export { PriceCalendar, PriceCalendarKey } from './components/price-calendar';
export { addMonths, durationsFrom, monthOf, TEST_CALENDAR } from './price-calendar';
export { TEST_PURCHASE_EVENT } from './purchase-event';
