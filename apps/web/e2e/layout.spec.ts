import { expect, test, VIEWPORTS } from './fixtures';

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('header, footer and the four popups look finished and pass axe-core', async ({
      page,
      signIn,
      account,
      expectAccessible,
      saveScreenshot,
    }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /Brackenbay/ })).toHaveAttribute(
        'href',
        'https://www.brackenbay.example/',
      );
      const footer = page.getByRole('contentinfo');
      // The footer sits below the search results; its award images load as it comes into view.
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
      await expect(footer.getByRole('link', { name: '01947 880 880' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveCount(0);
      await expect(footer.getByRole('img', { name: /Best Family Park/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      if (device === 'desktop') {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible();
        await expect(nav.getByText('My Account')).toHaveCount(0);
      } else {
        await page.getByRole('button', { name: 'Menu' }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('link', { name: 'Offers' })).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'My Account' })).toHaveCount(0);
        await saveScreenshot(page, `mobile-menu-${device}`);
        await expectAccessible(page, 'the mobile menu');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
      await saveScreenshot(page, `home-${device}`);
      await expectAccessible(page, 'the home page');

      // Sign In, Sign Up, Forgot Password: one at a time, each closes on Escape.
      await page.getByRole('button', { name: 'Log In' }).click();
      const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
      await expect(signInDialog).toBeVisible();
      await expect(signInDialog.getByLabel('Email')).toBeFocused();
      await signInDialog.getByRole('button', { name: 'Log In' }).click();
      await expect(signInDialog.getByText('Email is required').first()).toBeVisible();
      await saveScreenshot(page, `popup-sign-in-${device}`);
      await expectAccessible(page, 'the Sign In popup');

      await signInDialog.getByRole('button', { name: 'Not Registered? Sign Up' }).click();
      const signUpDialog = page.getByRole('dialog', { name: 'Sign Up' });
      await expect(signUpDialog.getByLabel('First name')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await saveScreenshot(page, `popup-sign-up-${device}`);
      await expectAccessible(page, 'the Sign Up popup');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'Log In' }).click();
      await signInDialog.getByRole('button', { name: 'Forgotten Password?' }).click();
      const forgotDialog = page.getByRole('dialog', { name: 'Forgotten Password' });
      await expect(forgotDialog.getByLabel('Email')).toBeVisible();
      await saveScreenshot(page, `popup-forgot-password-${device}`);
      await expectAccessible(page, 'the Forgot Password popup');
      await forgotDialog.getByRole('button', { name: 'Close' }).click();
      await expect(forgotDialog).toBeHidden();

      // My Details needs a signed-in user.
      await signIn(account);
      await page.goto('/');
      if (device === 'desktop') {
        await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
        await page.getByRole('menuitem', { name: 'My Details' }).click();
      } else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'My Details' }).click();
      }
      const detailsDialog = page.getByRole('dialog', { name: 'My Details' });
      await expect(detailsDialog.getByLabel('First name')).toHaveValue(account.firstName);
      await saveScreenshot(page, `popup-my-details-${device}`);
      await expectAccessible(page, 'the My Details popup');
      await page.keyboard.press('Escape');
      await expect(detailsDialog).toBeHidden();
    });

    test('the login page looks finished and passes axe-core', async ({
      page,
      expectAccessible,
      saveScreenshot,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `login-${device}`);
      await expectAccessible(page, '/login');
    });
  });
}

test('the header keeps to one line at 1024, 1280, 1366 and 1440 px, signed in or not', async ({
  page,
  signIn,
  account,
  saveScreenshot,
}) => {
  const oneLine = async (who: string) => {
    for (const width of [1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/events');
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
      if (who === 'signed in') await expect(header.getByRole('link', { name: 'Owner Portal' })).toBeVisible();
      // Every top-level menu item on one row, and the header as tall as one row.
      const tops = await nav
        .locator(':scope > ul > li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size, `menu rows ${who} at ${width} px`).toBe(1);
      const height = await header.evaluate((element) => element.getBoundingClientRect().height);
      expect(height, `header height ${who} at ${width} px`).toBeLessThanOrEqual(72);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 1024 || width === 1280)
        await saveScreenshot(page, `header-${who.replace(' ', '-')}-${width}`);
    }
  };
  await oneLine('signed out');
  await signIn(account);
  await oneLine('signed in');
});
