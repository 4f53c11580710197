/** The staff console in a laptop-sized context (1366×768, vi-VN, Vietnam time), signed in through its login page. */
import type { Browser, Page } from 'playwright-core';

export const DEMO_ADMIN = { userName: 'admin@demo.vn', password: 'Admin@12345' };

/** A new laptop context on the console's login page; not signed in. */
export async function laptopPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 768 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  return context.newPage();
}

/** Fills and sends the console's sign-in form (the page then asks for a code or opens the console). */
export async function submitSignIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill(userName);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A laptop page signed in to the console (the demo admin by default). */
export async function consolePage(browser: Browser, baseURL: string, who = DEMO_ADMIN): Promise<Page> {
  const page = await laptopPage(browser, baseURL);
  await submitSignIn(page, who.userName, who.password);
  await page.getByTestId('staff-name').waitFor();
  return page;
}

/**
 * Pastes `html` (with `text` as its plain form) into the rich-text editor (TipTap's `.ProseMirror`),
 * as a clipboard paste from another page would: what the server then keeps is the test's subject.
 */
export async function pasteIntoEditor(page: Page, html: string, text: string): Promise<void> {
  const editor = page.locator('.ProseMirror');
  await editor.waitFor();
  await editor.click();
  await editor.evaluate(
    (el, [h, t]) => {
      const data = new DataTransfer();
      data.setData('text/html', h);
      data.setData('text/plain', t);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, text] as const,
  );
}

/**
 * What a console page shows after an action: the text of `testId` (a status), or `refused: …` with
 * the message when the action was refused (an error toast, or a form field's error in a dialog), so
 * that a poll for the expected status names the reason when it fails instead of only the old status.
 */
export async function statusOrRefusal(page: Page, testId: string): Promise<string> {
  const refused = page.locator('.ant-message-error, .ant-modal .ant-form-item-explain-error');
  if (await refused.count()) return `refused: ${(await refused.first().textContent())?.trim()}`;
  return ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Picks `label` in the antd Select `testId` and checks the choice took. The dropdown opens with a
 * slide motion, and a click on an option while it is still entering was dropped without an error
 * (the complaint test's fault party, in CI); so the pick waits for the open dropdown to settle (no
 * motion class) before clicking, and then for the Select to show the label.
 */
export async function pickOption(page: Page, testId: string, label: string): Promise<void> {
  const select = page.getByTestId(testId);
  const settled = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-enter"]):not([class*="-appear"])',
  );
  await select.click();
  await settled.waitFor({ timeout: 5_000 });
  await settled.locator('.ant-select-item-option').filter({ hasText: label }).click();
  await select.getByText(label).waitFor({ timeout: 5_000 });
}
