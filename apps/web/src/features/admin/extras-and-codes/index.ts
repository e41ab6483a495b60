/** Extras and promotional codes (admins): extras with price, stock and grades; codes with their rules and uses. */
export { Extras } from './components/extras';
export { PromotionalCodes } from './components/promotional-codes';
