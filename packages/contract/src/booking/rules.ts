/** The balance of a stay is due this many days before arrival; a deposit is offered only before then. */
export const BALANCE_DUE_DAYS = 28;
