/** yyyy-mm-dd as people in the UK read it: dd/mm/yyyy. */
export const formatUkDate = (iso: string) => iso.split('-').reverse().join('/');
