/** Pence as the first version's records showed pounds: thousands commas, two decimals ("1,049.50"). */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}
