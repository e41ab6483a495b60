import type { TBookingView } from '@parkstays/contract';

/** The lead guest's name and address as the booking holds them: a card form's billing address starts here. */
export function leadGuestAddress(view: TBookingView) {
  const attributes = view.eliteData['@attributes'];
  return {
    first_name: attributes.first_name,
    last_name: attributes.surname,
    address: attributes.address,
    city: attributes.city,
    post_code: attributes.post_code,
  };
}
