/** WordPress menu titles arrive with HTML entities ("Parks &amp; Lodges"); this gives plain text. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html');
  return doc.body.textContent ?? text;
}
