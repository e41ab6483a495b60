import type { TMenu, TSiteSettings, TUser } from '@parkstays/contract';

export const user: TUser = {
  id: 7,
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Holiday',
  phone_number: '07700900123',
  address_1: '1 Seaside Row',
  address_2: '',
  city: 'Scarborough',
  postcode: 'YO111AA',
  country_code: 'GB',
  marketing_preference: 0,
  customer_no: null,
  email_confirmed_at: '2026-01-05T10:00:00.000Z',
  staff_role: null,
};

export const siteSettings: TSiteSettings = {
  site_name: 'Parkstays Holidays',
  phone_primary: '01234 567890',
  phone_secondary: '01234 567891',
  address_lines: ['Parkstays Ltd', '1 Harbour Road', 'Whitby', 'YO21 1AA'],
  contact_email: 'hello@parkstays.example',
  owner_services_email: 'owners@parkstays.example',
  help_email: 'help@parkstays.example',
  award_images: [{ image_url: '/awards/gold.png', alt: 'Gold award 2024' }],
  social_links: [
    { network: 'facebook', url: 'https://facebook.com/parkstays' },
    { network: 'instagram', url: '' },
    { network: 'x', url: '' },
    { network: 'youtube', url: 'https://youtube.com/parkstays' },
  ],
  logo_target_url: 'https://parkstays.example',
  resort_booking_url: 'https://resort.example',
  menu_host_url: '',
  maintenance_mode: false,
  google_tag: null,
};

function item(
  ID: number,
  title: string,
  post_name: string,
  child_items?: TMenu['items'],
): TMenu['items'][number] {
  return {
    ID,
    menu_order: ID,
    menu_item_parent: '0',
    post_name,
    title,
    url: `https://parkstays.example/${post_name}`,
    target: '',
    ...(child_items ? { child_items } : {}),
  };
}

export const headerMenu: TMenu = {
  term_id: 4,
  name: 'Main',
  slug: 'main',
  count: 4,
  items: [
    item(1, 'Parks', 'parks', [item(11, 'Whitby Bay', 'whitby-bay')]),
    item(2, 'Offers', 'offers'),
    item(3, 'My Account', 'my-account'),
  ],
};

export const footerMenu: TMenu = {
  term_id: 6,
  name: 'Footer',
  slug: 'footer',
  count: 2,
  items: [item(21, 'Privacy &amp; Cookies', 'privacy'), item(22, 'Terms', 'terms')],
};
