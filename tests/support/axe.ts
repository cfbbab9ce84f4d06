import AxeBuilderBase from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What public pages skip rendering while off-screen (content-visibility: auto, src/styles/global.css). */
const SKIPPED_OFF_SCREEN = '.site-main > section ~ section, .site-footer, .cv-auto';

/**
 * axe as the suite runs it: on the page fully rendered. Off-screen sections of public pages skip their rendering
 * until they come near the viewport, and axe's colour-contrast check, which hit-tests painted boxes, then found the
 * wrong background behind their text and reported contrast no visitor sees (a section renders before it scrolls in).
 */
export default class AxeBuilder extends AxeBuilderBase {
  readonly #page: Page;

  constructor(params: ConstructorParameters<typeof AxeBuilderBase>[0]) {
    super(params);
    this.#page = params.page;
  }

  override async analyze(): ReturnType<AxeBuilderBase['analyze']> {
    // Through the CSSOM, which the CSP allows (an injected <style> would be refused).
    await this.#page.evaluate((selector) => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) el.style.contentVisibility = 'visible';
    }, SKIPPED_OFF_SCREEN);
    return super.analyze();
  }
}
