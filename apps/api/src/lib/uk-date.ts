/** yyyy-mm-dd as people in the UK read it: dd/mm/yyyy. */
export const formatUkDate = (iso: string) => iso.split('-').reverse().join('/');

/** Made once: a formatter takes far longer to make than to use. */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** yyyy-mm-dd written out as people in the UK say it in a sentence: 1 January 2027. */
export const formatUkLongDate = (iso: string) => LONG_DATE.format(new Date(`${iso}T00:00:00Z`));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** yyyy-mm-dd as a day of the week and the day and month, for a day near today: "Sat 28/11". */
export const formatUkWeekdayDay = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${WEEKDAYS[new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay()]} ${day}/${month}`;
};
