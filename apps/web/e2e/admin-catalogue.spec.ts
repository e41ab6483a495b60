import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  addDays,
  londonToday,
  nextFriday,
  type TAdminGrade,
  type TAdminGradeSummary,
} from '@parkstays/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OPERATOR, expect, test } from './fixtures';
import { bookStay, tokenOf } from './helpers';

// A grade's page is a long form and axe reads it twice: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG photo: a sunset-coloured gradient, `width` × `height`. */
function pngPhoto(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[at + 1 + x * 3] = 255 - Math.round((y * 120) / height);
      rows[at + 2 + x * 3] = 120 + Math.round((x * 100) / width);
      rows[at + 3 + x * 3] = 60 + Math.round((y * 150) / height);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const adminGet = async <T>(request: APIRequestContext, token: string, url: string) => {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
};

/** A glamping grade (holiday type 3) with a unit free for three nights from `arrival`. */
async function glampingGradeOnSale(
  request: APIRequestContext,
  token: string,
  arrival: string,
  skip?: number,
) {
  const search = await request.get(
    `/api/find-availability?booking_type=3&arrival_date=${arrival}&no_of_nights=3&no_of_adults=2`,
  );
  const rows = (await search.json()).data as {
    grade_code: string;
    arrival_date: string;
    available_count: number;
  }[];
  const grades = await adminGet<TAdminGradeSummary[]>(request, token, '/api/admin/grades');
  const found = grades.find(
    (grade) =>
      grade.id !== skip &&
      rows.some(
        (row) =>
          row.grade_code === grade.grade_code && row.arrival_date === arrival && row.available_count > 1,
      ),
  );
  expect(found, `a glamping grade free from ${arrival}`).toBeTruthy();
  return found!;
}

const cards = (page: Page) => page.getByRole('region', { name: 'Available holidays' }).getByRole('article');

test('an admin renames a grade, adds a photo first and describes its park; a guest with the page open sees it all on looking again', async ({
  page,
  browser,
  request,
  signIn,
  checkBothWidths,
}) => {
  const id = randomUUID().slice(0, 6);
  const token = await tokenOf(request, DEMO_OPERATOR);
  const arrival = nextFriday(addDays(londonToday(), 90));
  const grade = await glampingGradeOnSale(request, token, arrival);
  const newTitle = `Stargazer Tent ${id}`;
  const alt = `A wood-burner glowing inside the tent at dusk ${id}`;

  // A guest has the results open already: their browser has the grade's words and photos.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(
    `/?booking_type=3&park_code=${grade.park_code}&arrival_date=${arrival}&no_of_nights=3&no_of_adults=2`,
  );
  await expect(
    cards(guest)
      .filter({ has: guest.getByRole('heading', { name: grade.title }) })
      .first(),
  ).toBeVisible();

  await signIn(DEMO_OPERATOR);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await page.getByLabel('Park').selectOption(String(grade.park_id));
  const list = page.getByRole('list', { name: 'Grades' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await checkBothWidths(page, 'admin-catalogue', 'the Catalogue screen');
  await list.getByRole('link', { name: `Edit ${grade.title}`, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${grade.title} (${grade.grade_code})` }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Grade details' });
  await form.getByLabel('Name', { exact: true }).fill(newTitle);

  // The photo: chosen, checked and resized by the server, previewed, described, put first.
  await form.getByLabel('Add a photo').setInputFiles({
    name: 'tent-at-dusk.png',
    mimeType: 'image/png',
    buffer: pngPhoto(1600, 1000),
  });
  const preview = form.getByRole('img', { name: 'Preview of the uploaded photo' });
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-1440\.webp$/);
  await expect(form.getByText('Kept at 1440 × 900 pixels and smaller copies.')).toBeVisible();
  await form.getByLabel('What the photo shows').fill(alt);
  await form.getByRole('button', { name: 'Add to photos' }).click();
  const photos = form.getByRole('list', { name: /^Photos of / });
  const count = await photos.getByRole('listitem').count();
  expect(count).toBeGreaterThan(1);
  for (let at = count; at > 1; at--) await form.getByRole('button', { name: `Move up photo ${at}` }).click();
  await expect(photos.getByRole('listitem').first().getByRole('img')).toHaveAccessibleName(alt);

  await form.getByRole('button', { name: 'Save grade' }).click();
  await expect(form.getByText(`${newTitle} is saved. Guests see it now.`)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `${newTitle} (${grade.grade_code})` }),
  ).toBeVisible();
  await checkBothWidths(page, 'admin-catalogue-grade', 'a grade on the Catalogue screen');

  // The grade's park gets words of its own, shown to guests under More Information.
  const parkWords = `Cliff-top walks, rock pools at low tide and dark skies for stargazing (${id}).`;
  await page.getByRole('link', { name: '← All grades' }).click();
  await page.getByRole('tab', { name: 'Parks' }).click();
  await page
    .getByRole('list', { name: 'Parks' })
    .getByRole('button', { name: `Edit ${grade.park_title}`, exact: true })
    .click();
  const parkDialog = page.getByRole('dialog', { name: `Edit ${grade.park_title}` });
  await parkDialog.getByLabel('Description').fill(parkWords);
  await checkBothWidths(page, 'admin-catalogue-park', 'a park being edited');
  await parkDialog.getByRole('button', { name: 'Save park' }).click();
  await expect(parkDialog).toBeHidden();
  await expect(page.getByText(`${grade.park_title} is saved.`)).toBeVisible();

  // The guest looks again (no new visit): the new name, and the new photo first on the card.
  await guest.reload();
  const card = cards(guest).filter({ has: guest.getByRole('heading', { name: newTitle }) });
  await expect(card).toBeVisible();
  const photo = card.getByRole('img', { name: alt });
  await expect(photo).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-1440\.webp$/);
  await expect(photo).toHaveAttribute('srcset', /-480\.webp 1x, .*-960\.webp 2x, .*-1440\.webp 3x$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Its More Information: the same name and photo.
  await card.getByRole('button', { name: `More Information about ${newTitle}` }).click();
  const details = guest.getByRole('dialog', { name: newTitle });
  await expect(details.getByRole('img', { name: alt })).toBeVisible();
  await expect(details.getByRole('region', { name: `About ${grade.park_title}` })).toContainText(parkWords);
  await guestContext.close();
});

test('an admin adds a unit, and retiring a unit with a stay to come is refused naming the stay', async ({
  page,
  request,
  account,
  signIn,
  checkBothWidths,
}) => {
  const token = await tokenOf(request, DEMO_OPERATOR);
  const arrival = nextFriday(addDays(londonToday(), 150));
  const grade = await glampingGradeOnSale(request, token, arrival);

  // A guest holds a unit of the grade for three nights: a stay to come.
  const { bookingNo } = await bookStay(request, account.token, account, {
    gradeCode: grade.grade_code,
    arrival,
    nights: 3,
  });
  const {
    stays: [stay],
  } = await adminGet<{ stays: { unit_code: string }[] }>(
    request,
    token,
    `/api/admin/bookings?q=${bookingNo}`,
  );
  const unitCode = stay!.unit_code;
  const newCode = `E2E${randomUUID().slice(0, 5).toUpperCase()}`;

  await signIn(DEMO_OPERATOR);
  await page.goto(`/admin/catalogue/grades/${grade.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${grade.title} (${grade.grade_code})` }),
  ).toBeVisible();
  const units = page.getByRole('region', { name: 'Units' });

  const addUnit = units.getByRole('form', { name: 'Add a unit' });
  await addUnit.getByLabel('New unit’s code').fill(newCode.toLowerCase());
  await addUnit.getByRole('button', { name: 'Add unit' }).click();
  await expect(units.getByText(`Unit ${newCode} is added. Guests can book it from now on.`)).toBeVisible();
  await expect(units.getByRole('listitem', { name: `Unit ${newCode}` })).toContainText('Let');

  await units.getByRole('button', { name: `Retire unit ${unitCode}` }).click();
  const refusal = units.getByRole('alert').filter({ hasText: `Unit ${unitCode} cannot be retired yet` });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/Move (it|them) to another unit on the Allocation board/);
  await expect(refusal.getByRole('link', { name: `Booking ${bookingNo}` })).toHaveAttribute(
    'href',
    `/admin/bookings/${bookingNo}`,
  );
  await expect(units.getByRole('listitem', { name: `Unit ${unitCode}` })).toContainText('Let');
  await checkBothWidths(page, 'admin-catalogue-units', 'the refusal to retire a unit');

  // The new unit has no stays: it retires, and comes back.
  await units.getByRole('button', { name: `Retire unit ${newCode}` }).click();
  await expect(
    units.getByText(`Unit ${newCode} is retired: it is offered to no one from now on.`),
  ).toBeVisible();
  await expect(units.getByRole('listitem', { name: `Unit ${newCode}` })).toContainText('Retired');
  const after = await adminGet<TAdminGrade>(request, token, `/api/admin/grades/${grade.id}`);
  expect(after.units.find((u) => u.unit_code === newCode)?.retired_at).not.toBeNull();
  expect(after.units.find((u) => u.unit_code === unitCode)?.retired_at).toBeNull();
});
