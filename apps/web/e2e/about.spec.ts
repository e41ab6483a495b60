import { expect, test } from './fixtures';

test('the accessibility statement is reached from the footer and names how to ask for another format', async ({
  page,
  checkBothWidths,
}) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page).toHaveTitle(/Accessibility statement/);
  // The operator's contact details, from the site settings (the demo's).
  const feedback = page.getByRole('heading', { name: 'Feedback and contact information' });
  await expect(feedback).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@brackenbay.example' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Equality Advisory and Support Service/)).toBeVisible();
  await expect(page.getByRole('main').getByText(/prepared in November 2026/)).toBeVisible();
  await checkBothWidths(page, 'accessibility-statement', 'the accessibility statement');
});
