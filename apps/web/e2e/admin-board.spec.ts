import { addDays, londonToday, type TBoardBar } from '@parkstays/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OPERATOR, expect, POSTGRES, test } from './fixtures';
import { boardOf, freeUnits, RECEPTION, tokenOf } from './helpers';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const today = londonToday();

/**
 * A confirmed stay wholly inside the first fortnight with another unit of its grade free on its
 * nights, at the first park that has one: what reception will drag.
 */
async function stayToMove(request: APIRequestContext, token: string) {
  const { parks } = await boardOf(request, token, '', today);
  for (const park of parks) {
    const board = await boardOf(request, token, park.park_code, today);
    for (const bar of board.bars) {
      if (bar.kind !== 'stay' || bar.status !== 'confirmed' || bar.starts_before || bar.ends_after) continue;
      const grade = board.grades.find((g) => g.units.some((u) => u.unit_id === bar.unit_id))!;
      const at = grade.units.findIndex((u) => u.unit_id === bar.unit_id);
      const free = freeUnits(board, grade.grade_code, bar.arrival_date, bar.no_of_nights).sort(
        (a, b) =>
          Math.abs(grade.units.indexOf(a) - at) - Math.abs(grade.units.indexOf(b) - at) ||
          a.unit_id - b.unit_id,
      );
      if (free[0]) {
        const from = grade.units[at]!;
        return { park, bar, from, to: free[0] };
      }
    }
  }
  throw new Error('No confirmed stay in the demo data has a free unit of its grade to move to');
}

const barButton = (page: Page, bar: TBoardBar, unitCode: string) =>
  page.getByRole('button', { name: new RegExp(`\\b${bar.booking_no}\\b.*, unit ${unitCode},`) });

// Each journey reads the demo's board through the API first, and axe reads a board of a hundred
// units: on a busy machine that takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test('reception drags a stay to another unit and sees it there', async ({
  page,
  request,
  signIn,
  checkBothWidths,
}) => {
  const token = await tokenOf(request, RECEPTION);
  const { park, bar, from, to } = await stayToMove(request, token);
  await signIn(RECEPTION);
  await page.goto(`/admin/board?park=${park.park_code}`);
  await expect(page.getByRole('heading', { name: 'Allocation board', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Park')).toHaveValue(park.park_code);
  const board = page.getByRole('region', { name: new RegExp(`Allocation board, ${park.title}`) });
  await expect(board).toBeVisible();
  await checkBothWidths(page, 'admin-board', 'the allocation board');

  const stay = barButton(page, bar, from.unit_code);
  await stay.scrollIntoViewIfNeeded();
  const night = Math.round((Date.parse(bar.arrival_date) - Date.parse(today)) / 86_400_000);
  // The target unit's lane across the fortnight: its first night is `night` nights along.
  const lane = (await board.locator(`[data-unit-id="${to.unit_id}"]`).boundingBox())!;
  const start = (await stay.boundingBox())!;
  await page.mouse.move(start.x + 6, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(lane.x + (lane.width / 14) * night + 6, lane.y + lane.height / 2, { steps: 10 });
  await page.mouse.up();

  await expect(
    page.getByRole('status').filter({ hasText: `Booking ${bar.booking_no} is now in unit ${to.unit_code}` }),
  ).toBeVisible();
  await expect(barButton(page, bar, to.unit_code)).toBeVisible();
  await expect(barButton(page, bar, from.unit_code)).toHaveCount(0);

  // The keyboard's way: the bar is a button opening "Move booking"; putting it back refuses nothing.
  await barButton(page, bar, to.unit_code).click();
  const dialog = page.getByRole('dialog', { name: 'Move booking' });
  await dialog.getByLabel('Unit', { exact: true }).selectOption(String(from.unit_id));
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(barButton(page, bar, from.unit_code)).toBeVisible();
});

test(
  'an admin blocks a unit, and a guest search no longer offers it',
  POSTGRES,
  async ({ page, request, signIn }) => {
    const token = await tokenOf(request, DEMO_OPERATOR);
    // A stay the search offers with few units left: blocking the free one takes one off the count.
    let found:
      | {
          parkCode: string;
          gradeCode: string;
          arrival: string;
          count: number;
          unitId: number;
          unitCode: string;
        }
      | undefined;
    for (let offset = 10; offset < 60 && !found; offset += 1) {
      const arrival = addDays(today, offset);
      const response = await request.get(
        `/api/find-availability?booking_type=1&arrival_date=${arrival}&no_of_nights=3&no_of_adults=2`,
      );
      const rows = (await response.json()).data as {
        park_code: string;
        grade_code: string;
        arrival_date: string;
        available_count: number;
      }[];
      const few = rows
        .filter((row) => row.arrival_date === arrival && row.available_count > 0 && row.available_count <= 3)
        .sort((a, b) => a.available_count - b.available_count)[0];
      if (!few) continue;
      const board = await boardOf(request, token, few.park_code, arrival, 3);
      const [unit] = freeUnits(board, few.grade_code, arrival, 3);
      if (unit)
        found = {
          parkCode: few.park_code,
          gradeCode: few.grade_code,
          arrival,
          count: few.available_count,
          unitId: unit.unit_id,
          unitCode: unit.unit_code,
        };
    }
    expect(found, 'a stay with three or fewer units left').toBeDefined();
    const { parkCode, gradeCode, arrival, count, unitId, unitCode } = found!;
    const board = await boardOf(request, token, parkCode, arrival, 3);
    const gradeTitle = board.grades.find((g) => g.grade_code === gradeCode)!.title;
    const searchUrl = `/?booking_type=1&park_code=${parkCode}&arrival_date=${arrival}&no_of_nights=3&no_of_adults=2`;
    const chosenColumn = () =>
      page
        .getByRole('article', { name: gradeTitle })
        .getByTestId('availability-column')
        .filter({ hasText: ddmmyyyy(arrival) });

    await page.goto(searchUrl);
    await expect(chosenColumn()).toContainText(`Only ${count} Left`);

    await signIn(DEMO_OPERATOR);
    await page.goto(`/admin/board?park=${parkCode}&from=${arrival}`);
    await page.getByRole('button', { name: 'Block a unit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block a unit' });
    await dialog.getByLabel('Unit', { exact: true }).selectOption(String(unitId));
    await dialog.getByLabel('First night').fill(arrival);
    await dialog.getByLabel('Number of nights').fill('3');
    await dialog.getByLabel('Reason', { exact: true }).fill('Shower leak');
    await dialog.getByRole('button', { name: 'Block unit' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `Unit ${unitCode} is blocked for 3 nights` }),
    ).toBeVisible();
    const block = page.getByRole('button', {
      name: new RegExp(`^Shower leak Blocked, BK\\d+, unit ${unitCode},`),
    });
    await expect(block).toBeVisible();
    const blockNo = /Blocked, (BK\d+)/.exec((await block.getAttribute('aria-label')) ?? '')?.[1];

    // Signed out, the guest searches again: one fewer left, or sold out.
    await page.evaluate(() => localStorage.clear());
    await page.goto(searchUrl);
    await expect(chosenColumn()).toContainText(count === 1 ? 'Sold Out' : `Only ${count - 1} Left`);

    // The block is removed again, so the demo's other journeys find the unit free.
    const removed = await request.delete(`/api/admin/unit-blocks/${blockNo}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(200);
  },
);
