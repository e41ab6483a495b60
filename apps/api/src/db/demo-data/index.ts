import { londonToday } from '@parkstays/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/account/password';
import type { Database } from '../client';
import { mediaFile, menu, menuItem, siteSetting, userAccount } from '../schema';
import { seedActivities } from './activities';
import { seedCatalogue, seedGuestBookings } from './catalogue';
import { seedEvents } from './events';
import { awardBadgeSvg } from './images';
import { seedOwners } from './owners';

export const SITE_URL = 'https://www.brackenbay.example';

/** Demo sign-ins; README.md lists them. */
export const DEMO_ACCOUNTS = {
  guest: {
    email: 'guest@brackenbay.example',
    password: 'SandcastleSunrise26',
    firstName: 'Emily',
    lastName: 'Carter',
  },
  owner: {
    email: 'owner@brackenbay.example',
    password: 'LighthouseKeeper26',
    firstName: 'David',
    lastName: 'Hughes',
  },
  owner2: {
    email: 'owner2@brackenbay.example',
    password: 'HeatherBellOwner26',
    firstName: 'Margaret',
    lastName: 'Ellis',
  },
  // The park's staff, one per role (decision 032). The admin keeps the address the park operator
  // had before staff roles existed, which the migration made an admin.
  admin: {
    email: 'operator@brackenbay.example',
    password: 'HarbourMasterDesk26',
    firstName: 'Priya',
    lastName: 'Shah',
    staffRole: 'admin',
  },
  reception: {
    email: 'reception@brackenbay.example',
    password: 'FrontDeskWelcome26',
    firstName: 'Tom',
    lastName: 'Bennett',
    staffRole: 'reception',
  },
  activities: {
    email: 'activities@brackenbay.example',
    password: 'BingoCallerFriday26',
    firstName: 'Aisha',
    lastName: 'Khan',
    staffRole: 'activities',
  },
} as const;

/** A menu item: a page of the operator's main site by its slug, or (`path`) a page of this site. */
type MenuSeed = { title: string; slug: string; path?: string; children?: MenuSeed[] };

const MENUS: { id: number; name: string; slug: string; items: MenuSeed[] }[] = [
  {
    id: 4,
    name: 'Main menu',
    slug: 'main-menu',
    items: [
      {
        title: 'Holidays',
        slug: 'holidays',
        children: [
          { title: 'Caravan Holidays', slug: 'caravan-holidays' },
          { title: 'Lodge Holidays', slug: 'lodge-holidays' },
          { title: 'Touring & Camping', slug: 'touring-and-camping' },
          { title: 'Short Breaks', slug: 'short-breaks' },
        ],
      },
      {
        title: 'Our Parks',
        slug: 'our-parks',
        children: [
          { title: 'Robin Hood Bay', slug: 'robin-hood-bay' },
          { title: 'Golden Sands', slug: 'golden-sands' },
          { title: 'Heather Moor', slug: 'heather-moor' },
        ],
      },
      { title: 'Offers', slug: 'offers' },
      { title: 'Ownership', slug: 'ownership' },
      // The events calendar is this site's own page.
      { title: "What's On", slug: 'whats-on', path: '/events' },
      { title: 'My Account', slug: 'my-account' },
      { title: 'Contact', slug: 'contact' },
    ],
  },
  {
    id: 5,
    name: 'Quick links',
    slug: 'quick-links',
    items: [
      { title: 'Gift Vouchers', slug: 'gift-vouchers' },
      { title: 'Brochure', slug: 'brochure' },
    ],
  },
  {
    id: 6,
    name: 'Footer menu',
    slug: 'footer-menu',
    items: [
      { title: 'About Us', slug: 'about-us' },
      { title: 'Careers', slug: 'careers' },
      { title: 'Terms & Conditions', slug: 'terms-and-conditions' },
      { title: 'Privacy Policy', slug: 'privacy-policy' },
      { title: 'Cookie Policy', slug: 'cookie-policy' },
      { title: 'Accessibility', slug: 'accessibility' },
      { title: 'Contact Us', slug: 'contact' },
    ],
  },
];

const AWARDS = [
  {
    file: 'awards/best-family-park.svg',
    title: 'Best Family Park',
    subtitle: 'Visitor Awards 2026',
    colour: '#0b6e69',
    alt: 'Best Family Park, Visitor Awards 2026',
  },
  {
    file: 'awards/gold-cleanliness.svg',
    title: 'Gold Award',
    subtitle: 'Cleanliness 2026',
    colour: '#b07d12',
    alt: 'Gold Award for Cleanliness 2026',
  },
  {
    file: 'awards/green-tourism.svg',
    title: 'Green Tourism',
    subtitle: 'Silver 2025',
    colour: '#3f7d3a',
    alt: 'Green Tourism Silver Award 2025',
  },
];

async function seedMenus(db: Database) {
  for (const seed of MENUS) {
    await db.insert(menu).values({ id: seed.id, name: seed.name, slug: seed.slug });
    let position = 0;
    const insertItems = async (items: MenuSeed[], parentId: number | null, base: string) => {
      for (const item of items) {
        position += 1;
        const url = item.path ?? `${base}/${item.slug}/`;
        const [row] = await db
          .insert(menuItem)
          .values({ menuId: seed.id, parentId, position, title: item.title, url, postName: item.slug })
          .returning({ id: menuItem.id });
        if (item.children) await insertItems(item.children, row!.id, url.slice(0, -1));
      }
    };
    await insertItems(seed.items, null, SITE_URL);
  }
}

async function seedSettings(db: Database) {
  const settings: Record<string, unknown> = {
    site_name: 'Brackenbay Holiday Parks',
    phone_primary: '01947 880 880',
    phone_secondary: '01947 880 881',
    address_lines: ['Brackenbay Holiday Parks Ltd', 'Harbour House', '12 Quay Street', 'Whitby', 'YO21 1DH'],
    contact_email: 'hello@brackenbay.example',
    owner_services_email: 'owners@brackenbay.example',
    help_email: 'help@brackenbay.example',
    award_images: AWARDS.map((award) => ({ image_url: `/media/${award.file}`, alt: award.alt })),
    social_links: [
      { network: 'facebook', url: 'https://www.facebook.com/brackenbay.example' },
      { network: 'instagram', url: 'https://www.instagram.com/brackenbay.example' },
      { network: 'x', url: '' },
      { network: 'youtube', url: '' },
    ],
    logo_target_url: `${SITE_URL}/`,
    resort_booking_url: 'https://resort.brackenbay.example/book',
    menu_host_url: '',
    maintenance_mode: false,
  };
  await db.insert(siteSetting).values(Object.entries(settings).map(([key, value]) => ({ key, value })));
  await db.insert(mediaFile).values(
    AWARDS.map((award) => ({
      path: award.file,
      contentType: 'image/svg+xml',
      body: Buffer.from(awardBadgeSvg(award.title, award.subtitle, award.colour)),
    })),
  );
}

async function seedAccounts(db: Database) {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await db.insert(userAccount).values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: '07700900123',
      address1: '4 Cliff Terrace',
      city: 'Scarborough',
      postcode: 'YO11 2AB'.replace(' ', ''),
      countryCode: 'GB',
      // The demo's own addresses: confirmed, as if each had opened the link e-mailed at sign-up.
      emailConfirmedAt: new Date(),
      // Each chose "no newsletter" at sign-up, as the sign-up form's default is.
      marketingPreferenceAt: new Date(),
      staffRole: 'staffRole' in account ? account.staffRole : null,
    });
  }
}

/**
 * Loads the demo data set into an empty database, in one transaction; false when it already
 * holds data. Every run loads the same rows (only password salts, and the times of the e-mail
 * confirmations and newsletter choices, differ).
 */
export async function seedDemoData(db: Database, today: string = londonToday()) {
  const [existing] = await db.select({ n: count() }).from(siteSetting);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await seedSiteData(txDb);
    await seedParksAndStays(txDb, today);
  });
  return true;
}

/**
 * The demo data beyond the site data (catalogue, guests' stays, events, activities, owners), in
 * one transaction: what turns a database holding `seedSiteData` into the whole demo data set.
 */
export async function seedDemoDataOnSiteData(db: Database, today: string = londonToday()) {
  await db.transaction(async (tx) => seedParksAndStays(tx as unknown as Database, today));
}

/** Dated from `today`, so there is always something to book, to arrive and to visit. */
async function seedParksAndStays(db: Database, today: string) {
  await seedCatalogue(db, today);
  await seedGuestBookings(db, today);
  await seedEvents(db, today);
  await seedActivities(db, today);
  await seedOwners(db, today);
}

/** Site content and the demo accounts, without the catalogue: what most API tests start from. */
export async function seedSiteData(db: Database) {
  await seedSiteContent(db);
  await seedAccounts(db);
}

/** Settings, award images and menus: what every page needs, also loaded by the benchmark. */
export async function seedSiteContent(db: Database) {
  await seedSettings(db);
  await seedMenus(db);
}
