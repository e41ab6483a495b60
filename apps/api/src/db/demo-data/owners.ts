import { addDays, londonToday } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { formatUkDate } from '../../lib/uk-date';
import { type Database, rowsOf } from '../client';
import { deal, type LedgerDocumentType, ledgerEntry, owner, ownerVisit, userAccount } from '../schema';
import { seededRandom } from './random';

type EntrySeed = {
  type: LedgerDocumentType;
  description: string;
  /** Days from today. */
  posted: number;
  due?: number;
  /** Pence: positive for invoices, negative for payments and credits. */
  amount: number;
  /** What is still owed (pence); left out, the whole amount. */
  remaining?: number;
  reason?: string;
};

type OwnerSeed = {
  owner: Omit<typeof owner.$inferInsert, 'parkId' | 'currentDealNo'> & { parkCode: string };
  deals: (Omit<typeof deal.$inferInsert, 'ownerId' | 'completedDate'> & { completed: number | null })[];
  entries: (today: string, random: ReturnType<typeof seededRandom>) => EntrySeed[];
  /** Days from today; only owners with a demo account plan visits. */
  visits: { from: number; to: number }[];
};

const year = (today: string, offset: number) => Number(addDays(today, offset).slice(0, 4));

/** An invoice and the payment that settled it in full. */
const paidInvoice = (
  description: string,
  posted: number,
  amount: number,
  paidAfter: number,
  reason: string,
): EntrySeed[] => [
  { type: 'Invoice', description, posted, due: posted + 30, amount, remaining: 0 },
  {
    type: 'Payment',
    description: 'Payment received, thank you',
    posted: posted + paidAfter,
    amount: -amount,
    remaining: 0,
    reason,
  },
];

/** Pence between two bounds, in whole pence, from the seeded generator. */
const pence = (random: ReturnType<typeof seededRandom>, min: number, max: number) => random.int(min, max);

const meterRead = (today: string, posted: number) => formatUkDate(addDays(today, posted - 3));

const OWNERS: OwnerSeed[] = [
  {
    owner: {
      customerNo: 'C10001',
      name: 'David Hughes',
      address: '4 Cliff Terrace',
      address2: '',
      city: 'Scarborough',
      county: 'North Yorkshire',
      postCode: 'YO11 2AB',
      countryRegionCode: 'GB',
      phoneNo: '07700 900123',
      email: 'owner@brackenbay.example',
      parkCode: 'RH',
    },
    deals: [
      {
        dealNo: 'D24017',
        parkCode: 'RH',
        plotNo: 'B14',
        depositPence: 500_000,
        // Second-hand holiday homes carry no VAT here: a zero field the portal leaves out.
        vatPence: 0,
        customerContributionPence: 3_799_500,
        sellingPriceOfExtrasPence: 185_000,
        completed: -730,
        siteFeeContributionPence: 150_000,
        subPark: 'Bay View',
        unitNo: 'BV14',
        unitDescription: 'Willerby Sheraton, 2 bedrooms, central heating, double glazing and decking',
        unitManufacturer: 'Willerby',
        unitModel: 'Sheraton',
        unitYear: 2022,
        unitLength: 38,
        unitWidth: 12,
        unitNoOfBedrooms: 2,
        unitChassisNo: 'WLB-SH3812-220457',
      },
      {
        dealNo: 'D19044',
        parkCode: 'RH',
        plotNo: 'A07',
        depositPence: 200_000,
        vatPence: 0,
        customerContributionPence: 1_899_500,
        sellingPriceOfExtrasPence: 0,
        completed: -2_400,
        siteFeeContributionPence: 0,
        subPark: 'Harbour Field',
        unitNo: 'HF07',
        unitDescription: 'ABI Derwent, 2 bedrooms (traded in)',
        unitManufacturer: 'ABI',
        unitModel: 'Derwent',
        unitYear: 2015,
        unitLength: 35,
        unitWidth: 12,
        unitNoOfBedrooms: 2,
        unitChassisNo: 'ABI-DW3512-150982',
      },
    ],
    entries: (today, random) => [
      ...paidInvoice(`Site fees ${year(today, -400)} season, plot B14`, -400, 398_000, 28, 'BACS'),
      ...paidInvoice(`Holiday home insurance ${year(today, -330)}`, -330, 31_250, 25, 'CARD'),
      ...paidInvoice(
        `Electricity, meter read ${meterRead(today, -120)}`,
        -120,
        pence(random, 14_000, 17_999),
        21,
        'CARD',
      ),
      {
        type: 'Credit Memo',
        description: 'Credit: indoor pool closed for refurbishment',
        posted: -95,
        amount: -4_500,
        remaining: -4_500,
        reason: 'GOODWILL',
      },
      {
        type: 'Invoice',
        description: 'Water and sewerage',
        posted: -50,
        due: -20,
        amount: 9_480,
        remaining: 4_480,
      },
      {
        type: 'Payment',
        description: 'Part payment received, thank you',
        posted: -30,
        amount: -5_000,
        remaining: 0,
        reason: 'CARD',
      },
      {
        type: 'Invoice',
        description: `Electricity, meter read ${meterRead(today, -35)}`,
        posted: -35,
        due: -5,
        amount: pence(random, 16_000, 19_999),
      },
      {
        type: 'Invoice',
        description: `Site fees ${year(today, -20) + 1} season, plot B14`,
        posted: -20,
        due: 40,
        amount: 425_000,
      },
      {
        type: 'Invoice',
        description: 'Gas: two 13 kg propane bottles delivered',
        posted: -12,
        due: 18,
        amount: 7_200,
      },
    ],
    visits: [
      { from: -60, to: -53 },
      { from: 14, to: 17 },
      { from: 45, to: 52 },
    ],
  },
  {
    owner: {
      customerNo: 'C10002',
      name: 'Margaret Ellis',
      address: '18 Priory Gardens',
      address2: 'Nettleham',
      city: 'Lincoln',
      county: 'Lincolnshire',
      postCode: 'LN2 2PX',
      countryRegionCode: 'GB',
      phoneNo: '07700 900456',
      email: 'owner2@brackenbay.example',
      parkCode: 'GS',
    },
    deals: [
      {
        dealNo: 'D23009',
        parkCode: 'GS',
        plotNo: 'L3',
        depositPence: 1_000_000,
        vatPence: 1_249_200,
        customerContributionPence: 6_245_000,
        sellingPriceOfExtrasPence: 325_000,
        completed: -900,
        siteFeeContributionPence: 0,
        subPark: 'Lakeside',
        unitNo: 'LS3',
        unitDescription: 'Prestige Hampton lodge, 3 bedrooms, hot tub',
        unitManufacturer: 'Prestige',
        unitModel: 'Hampton',
        unitYear: 2023,
        unitLength: 40,
        unitWidth: 20,
        unitNoOfBedrooms: 3,
        unitChassisNo: 'PRS-HM4020-230118',
      },
    ],
    entries: (today, random) => [
      ...paidInvoice(`Site fees ${year(today, -380)} season, plot L3`, -380, 352_000, 20, 'DD'),
      ...paidInvoice(
        `Electricity, meter read ${meterRead(today, -70)}`,
        -70,
        pence(random, 20_000, 27_999),
        14,
        'CARD',
      ),
      {
        type: 'Invoice',
        description: 'Hot tub service and water treatment',
        posted: -25,
        due: 5,
        amount: 14_500,
      },
      {
        type: 'Invoice',
        description: `Site fees ${year(today, -15) + 1} season, plot L3`,
        posted: -15,
        due: 45,
        amount: 365_000,
      },
    ],
    visits: [{ from: 30, to: 34 }],
  },
  {
    owner: {
      customerNo: 'C10003',
      name: 'Thomas Reid',
      address: '3 Station Road',
      address2: '',
      city: 'Pickering',
      county: 'North Yorkshire',
      postCode: 'YO18 7AJ',
      countryRegionCode: 'GB',
      phoneNo: '07700 900789',
      email: 'newowner@brackenbay.example',
      parkCode: 'HM',
    },
    deals: [
      {
        dealNo: 'D25031',
        parkCode: 'HM',
        plotNo: 'C22',
        depositPence: 300_000,
        vatPence: 0,
        customerContributionPence: 2_450_000,
        sellingPriceOfExtrasPence: 0,
        // Not completed yet: the portal shows no completion date.
        completed: null,
        siteFeeContributionPence: 50_000,
        subPark: '',
        unitNo: 'C22',
        unitDescription: 'Swift Bordeaux, 2 bedrooms',
        unitManufacturer: 'Swift',
        unitModel: 'Bordeaux',
        unitYear: 2024,
        unitLength: 37,
        unitWidth: 12,
        unitNoOfBedrooms: 2,
        unitChassisNo: 'SWF-BX3712-240233',
      },
    ],
    entries: () => [
      ...paidInvoice('Connection and survey fee, plot C22', -40, 45_000, 6, 'BACS'),
      {
        type: 'Invoice',
        description: 'Site fees, part season (pro rata), plot C22',
        posted: -8,
        due: 22,
        amount: 187_500,
      },
    ],
    visits: [],
  },
];

const DOCUMENT_PREFIX: Record<LedgerDocumentType, string> = {
  Invoice: 'SINV',
  Payment: 'PAY',
  'Credit Memo': 'SCM',
};

/**
 * Three owners: C10001 (the demo owner, at Robin Hood's Bay) and C10002 with demo accounts linked
 * to them, and C10003 with none, whom a new account can link to with an e-mailed code. Deals,
 * ledger entries (open, part-paid and paid invoices, payments, a credit) and visits, all dated
 * from today. Entry numbers run on from 5001 across the owners.
 */
export async function seedOwners(db: Database, today: string = londonToday()) {
  const random = seededRandom(6_006);
  const parks = new Map(
    rowsOf<{ id: number; park_code: string }>(await db.execute(sql`select id, park_code from park`)).map(
      (p) => [p.park_code, p.id],
    ),
  );
  let entryNo = 5_000;
  const documentNos: Record<LedgerDocumentType, number> = {
    Invoice: 104_200,
    Payment: 88_300,
    'Credit Memo': 2_100,
  };

  for (const seed of OWNERS) {
    const { parkCode, ...fields } = seed.owner;
    const [row] = await db
      .insert(owner)
      .values({
        ...fields,
        parkId: parks.get(parkCode) ?? null,
        currentDealNo: seed.deals[0]?.dealNo ?? null,
      })
      .returning({ id: owner.id });
    const ownerId = row!.id;

    await db.insert(deal).values(
      seed.deals.map(({ completed, ...d }) => ({
        ...d,
        ownerId,
        completedDate: completed === null ? null : addDays(today, completed),
      })),
    );

    const entries = seed.entries(today, random).sort((a, b) => a.posted - b.posted);
    await db.insert(ledgerEntry).values(
      entries.map((e) => {
        entryNo += 1;
        documentNos[e.type] += 1;
        return {
          entryNo,
          ownerId,
          documentType: e.type,
          documentNo: `${DOCUMENT_PREFIX[e.type]}${documentNos[e.type]}`,
          description: e.description,
          postingDate: addDays(today, e.posted),
          dueDate: e.due === undefined ? null : addDays(today, e.due),
          amountPence: e.amount,
          remainingPence: e.remaining ?? e.amount,
          reasonCode: e.reason ?? '',
        };
      }),
    );

    // A demo account whose address is the owner's on file is linked, as linking would do it.
    const [user] = await db
      .update(userAccount)
      .set({ customerNo: fields.customerNo })
      .where(sql`lower(${userAccount.email}) = ${fields.email.toLowerCase()}`)
      .returning({ id: userAccount.id });
    if (user && seed.visits.length) {
      await db.insert(ownerVisit).values(
        seed.visits.map((v) => ({
          userId: user.id,
          parkId: parks.get(parkCode)!,
          startDate: addDays(today, v.from),
          endDate: addDays(today, v.to),
        })),
      );
    }
  }
}
