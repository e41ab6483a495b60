import { FEATURE_FILTERS } from '@parkstays/contract';

const KNOWN = new Map<string, string>(FEATURE_FILTERS.map(({ feature, label }) => [feature, label]));

/** 'three_bedrooms' → 'Three Bedrooms'; features outside the filter list read as a sentence. */
export function featureLabel(feature: string): string {
  const known = KNOWN.get(feature);
  if (known) return known;
  const words = feature.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A park's map address as an embeddable map: a full URL is used as it is; a place or postal
 * address is shown by Google Maps' embed (which the API's CSP allows as a frame source).
 */
export function mapEmbedUrl(mapUrl: string): string {
  const value = mapUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  return `https://maps.google.com/maps?q=${encodeURIComponent(value)}&output=embed`;
}
