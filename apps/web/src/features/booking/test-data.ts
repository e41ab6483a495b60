import {
  addDays,
  encodeAvailability,
  londonToday,
  STANDARD_TERMS,
  type TAccommodation,
  type TAvailability,
  type TBookingView,
} from '@parkstays/contract';
import { penceOf } from '../../test/money';

/** Test data for the booking feature's component tests (not shipped: only tests import it). */
export const arrival = addDays(londonToday(), 30);

export const accommodation: TAccommodation = {
  id: 11,
  grade_code: 'LODGE2',
  park_id: 1,
  park_code: 'RH',
  holiday_type_id: 1,
  accommodation_type_id: 1,
  title: 'Harbour View Lodge',
  subtitle: 'Two bedrooms',
  excerpt: 'A lodge by the sea',
  description: 'A lodge by the sea.',
  capacity: 4,
  pets_allowed: true,
  images: [{ id: 1, image_url: '/images/lodge.jpg', alt: '', srcset: '' }],
  features: [],
  park: {
    id: 1,
    title: 'Robin Hood Park',
    park_code: 'RH',
    description: '',
    park_url: 'https://parks.example/rh',
    map_url: '',
    image_url: '/images/rh.jpg',
    facilities: [],
    accommodation_type_id: 1,
  },
};

export const stay: TAvailability = {
  arrival_date: arrival,
  price: '1,049.00',
  price_pence: 104900,
  no_of_nights: 7,
  available_count: 2,
  grade_code: 'LODGE2',
  park_code: 'RH',
};

export const createPath = `/create-booking/${encodeAvailability(stay)}`;

type Attributes = TBookingView['eliteData']['@attributes'];

export function bookingView(
  overrides: { attributes?: Partial<Attributes>; view?: Partial<TBookingView> } = {},
): TBookingView {
  const text = {
    standard_price: '1,149.00',
    booking_price: '1,049.00',
    discount_amount: '0.00',
    extras_amount: '0.00',
    total_price: '1,049.00',
    deposit_amount: '100.00',
    outstanding_amount: '1,049.00',
    ...overrides.attributes,
  };
  return {
    booking: {
      id: 42,
      arrival_date: arrival,
      no_of_nights: 7,
      no_of_adults: 2,
      no_of_children: 1,
      country_code: 'GB',
      status: 'held',
      hold_expires_at: new Date(Date.now() + 25 * 60_000).toISOString(),
      elite_dynamics_id: 'ED42',
      paid_pence: penceOf(text.total_price) - penceOf(text.outstanding_amount),
      refunded_pence: 0,
      park: { ...accommodation.park },
      accommodation: {
        title: accommodation.title,
        subtitle: accommodation.subtitle,
        description: accommodation.description,
        grade_code: accommodation.grade_code,
        park_id: 1,
        capacity: 4,
        image_url: '/images/lodge.jpg',
      },
    },
    eliteData: {
      '@attributes': {
        booking_no: 'BB000042',
        first_name: 'Jane',
        surname: 'Holiday',
        address: '1 Seaside Row',
        address_2: '',
        city: 'Scarborough',
        county: '',
        post_code: 'YO111AA',
        phone_no: '07700900123',
        email: 'jane@example.com',
        check_in_time: '16:00',
        check_out_time: '10:00',
        confirmed_date: '',
        standard_price_pence: penceOf(text.standard_price),
        booking_price_pence: penceOf(text.booking_price),
        discount_amount_pence: penceOf(text.discount_amount),
        extras_amount_pence: penceOf(text.extras_amount),
        total_price_pence: penceOf(text.total_price),
        deposit_amount_pence: penceOf(text.deposit_amount),
        outstanding_amount_pence: penceOf(text.outstanding_amount),
        confirmed: 'false',
        promotional_code: '',
        ...text,
      },
      Extra: [
        {
          code: 'COT',
          description: 'Cot hire',
          unit_price: '15.00',
          unit_price_pence: 1500,
          selectedQuantity: 0,
          quantity: 0,
          price: '0.00',
          price_pence: 0,
          note: '£10 deposit payable on arrival',
        },
        {
          code: 'LINEN',
          description: 'Linen pack',
          unit_price: '12.50',
          unit_price_pence: 1250,
          selectedQuantity: 0,
          quantity: 0,
          price: '0.00',
          price_pence: 0,
          note: '',
        },
      ],
    },
    payments: [],
    refunds: [],
    payment_options: [
      { id: 1, title: 'Full Payment', dbvalue: 'Initial', amount: '1,049.00', amount_pence: 104900 },
      { id: 2, title: 'Deposit', dbvalue: 'Deposit', amount: '100.00', amount_pence: 10000 },
    ],
    terms: { ...STANDARD_TERMS, id: 1, version: 1, agreed_at: null },
    ...overrides.view,
  };
}
