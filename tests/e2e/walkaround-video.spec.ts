import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeWebm, SAMPLE_VTT } from '../support/sample-videos';
import { loginAs } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies, islandHydrated, vehiclesInDb } from './public-fixtures';

/**
 * The walkaround on the vehicle page: a YouTube link shown as our own still (nothing requested from a
 * third party until the visitor presses play, then the privacy-enhanced player in a frame the page's
 * policy allows), and an uploaded video in the browser's player (nothing fetched before play). The
 * videos are put on two listed cars for these tests and taken off again afterwards.
 */
const YOUTUBE_ID = 'dQw4w9WgXcQ';
let linked: number;
let uploaded: number;
let plain: number;

async function staffRequest(page: Page): Promise<APIRequestContext> {
  await loginAs(page, 'employee');
  return page.request;
}

test.beforeAll(async ({ browser, baseURL }) => {
  const cars = vehiclesInDb().filter((v) => v.status === 'available' && JSON.parse(v.images).length > 0);
  [linked, uploaded, plain] = cars.map((c) => c.id);
  const page = await browser.newPage({ baseURL });
  const request = await staffRequest(page);
  const headers = { origin: baseURL as string };
  const link = await request.post(`/api/vehicles/${linked}/video`, {
    headers,
    multipart: { link: `https://www.youtube.com/watch?v=${YOUTUBE_ID}` },
  });
  expect(link.status()).toBe(201);
  const webm = Buffer.from(await makeWebm({ seconds: 3 }));
  const upload = await request.post(`/api/vehicles/${uploaded}/video`, {
    headers,
    multipart: {
      video: { name: 'walkaround.webm', mimeType: 'video/webm', buffer: webm },
      captions: { name: 'walkaround.vtt', mimeType: 'text/vtt', buffer: Buffer.from(SAMPLE_VTT) },
    },
  });
  expect(upload.status()).toBe(201);
  await page.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL });
  const request = await staffRequest(page);
  for (const id of [linked, uploaded]) await request.delete(`/api/vehicles/${id}/video`, { headers: { origin: baseURL as string } });
  await page.close();
});

/** Every request the page makes to a host other than ours; such requests are stopped here, never sent. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return seen;
}

test('a linked walkaround loads nothing from YouTube until play is pressed, then frames youtube-nocookie.com', async ({ page }) => {
  await declineCookies(page);
  const errors = consoleErrors(page);
  const thirdParty = await recordThirdParty(page);
  const response = await page.goto(`/inventory/${linked}`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
  expect(policy).not.toContain('vimeo');

  const section = page.getByTestId('walkaround');
  await expect(section.getByRole('heading', { name: 'Watch the walkaround' })).toBeVisible();
  const play = section.getByTestId('walkaround-play');
  await play.scrollIntoViewIfNeeded();
  await islandHydrated(play);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  // The still is ours, never the host's thumbnail.
  await expect(play.locator('img')).toHaveAttribute('src', /^\/media\//);
  expect(page.locator('iframe')).toHaveCount(0);

  await play.click();
  const frame = section.getByTestId('walkaround-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${YOUTUBE_ID}\\?`));
  await expect(frame).toBeFocused();
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  // The frame's request was allowed by the page's policy (a blocked frame reports a violation in the console).
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('the frame origin is allowed only on a page with a linked video', async ({ request }) => {
  for (const path of [`/inventory/${uploaded}`, `/inventory/${plain}`, '/', '/inventory']) {
    const res = await request.get(path);
    const policy = res.headers()['content-security-policy'] ?? '';
    expect(policy, path).not.toMatch(/frame-src|youtube|vimeo/);
  }
});

test('an uploaded walkaround plays in the browser with captions and fetches nothing before play', async ({ page }) => {
  await declineCookies(page);
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    // The video file itself (a default captions track is small and fetched by the browser for its track list).
    if (/\/media\/video\/[a-f0-9]{32}\.(?:webm|mp4)$/.test(r.url())) videoRequests.push(r.url());
  });
  await page.goto(`/inventory/${uploaded}`);
  const video = page.getByTestId('walkaround').locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /^\/media\/[a-f0-9]{32}/);
  await expect(video.locator('source')).toHaveAttribute('type', 'video/webm');
  await expect(video.locator('track')).toHaveAttribute('kind', 'captions');
  await page.waitForLoadState('networkidle');
  expect(videoRequests).toEqual([]);

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const car = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'Car');
  expect(car.subjectOf).toMatchObject({
    '@type': 'VideoObject',
    duration: 'PT3S',
    contentUrl: expect.stringMatching(/\/media\/video\/[a-f0-9]{32}\.webm$/),
    thumbnailUrl: [expect.stringMatching(/\/media\/[a-f0-9]{32}\.webp$/)],
    uploadDate: expect.any(String),
  });
});

for (const width of [390, 820, 1440]) {
  test(`the walkaround at ${width} px: no console errors, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await declineCookies(page);
    const errors = consoleErrors(page);
    await recordThirdParty(page);
    for (const id of [linked, uploaded]) {
      await page.goto(`/inventory/${id}`);
      const section = page.getByTestId('walkaround');
      await section.scrollIntoViewIfNeeded();
      if (id === linked) await islandHydrated(section.getByTestId('walkaround-play'));
      await page.screenshot({ path: `test-results/walkaround-${id === linked ? 'link' : 'file'}-${width}.png` });
      const results = await new AxeBuilder({ page })
        .include('[data-testid="walkaround"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
