import { afterEach, describe, expect, it } from 'vitest';
import { markupFromProps } from '#src/lib/island-markup';
import { forgetIslandMarkup, islandMarkup, type IslandRender } from './island-markup-cache';

const Marked = markupFromProps(function Marked() {
  return null;
});
function Unmarked() {
  return null;
}

/** Renders `island` through the cache; the number of times `render` actually ran comes back with the HTML. */
function rendered(island: Partial<IslandRender>, runs: { n: number }) {
  return islandMarkup({ component: Marked, props: { vehicleId: 1 }, prefix: 'r1', method: 'GET', hasChildren: false, ...island }, () => {
    runs.n++;
    return `<form data-run="${runs.n}"></form>`;
  });
}

afterEach(forgetIslandMarkup);

describe('islandMarkup', () => {
  it('renders a marked island once for the same props and place, and again for other props or another place', () => {
    const runs = { n: 0 };
    expect(rendered({}, runs)).toBe('<form data-run="1"></form>');
    expect(rendered({ props: { vehicleId: 1 } }, runs)).toBe('<form data-run="1"></form>');
    expect(rendered({ method: 'HEAD' }, runs)).toBe('<form data-run="1"></form>');
    expect(rendered({ props: { vehicleId: 2 } }, runs)).toBe('<form data-run="2"></form>');
    // The same island further down the page: its useIds carry another prefix.
    expect(rendered({ prefix: 'r2' }, runs)).toBe('<form data-run="3"></form>');
    expect(runs.n).toBe(3);
  });

  it('renders every time an island that is not marked, one with children, and a form posted without JavaScript', () => {
    for (const island of [{ component: Unmarked }, { hasChildren: true }, { method: 'POST' }, { method: '' }]) {
      const runs = { n: 0 };
      rendered(island, runs);
      rendered(island, runs);
      expect(runs.n, JSON.stringify(island)).toBe(2);
    }
  });

  it('does not key on props that print like others (a Date as its string) or cannot be printed', () => {
    const when = new Date('2026-11-29T12:00:00Z');
    for (const props of [{ when }, { big: 1n }, { nested: [{ at: when }] }, { n: Number.NaN }]) {
      const runs = { n: 0 };
      rendered({ props }, runs);
      rendered({ props }, runs);
      expect(runs.n).toBe(2);
    }
    const runs = { n: 0 };
    rendered({ props: { when: when.toISOString() } }, runs);
    rendered({ props: { when: when.toISOString() } }, runs);
    expect(runs.n).toBe(1);
  });

  it('keeps a bounded number of islands, the least recently used leaving first', () => {
    const runs = { n: 0 };
    for (let id = 0; id < 401; id++) rendered({ props: { vehicleId: id } }, runs);
    expect(runs.n).toBe(401);
    rendered({ props: { vehicleId: 400 } }, runs);
    expect(runs.n).toBe(401);
    rendered({ props: { vehicleId: 0 } }, runs);
    expect(runs.n).toBe(402);
  });
});
