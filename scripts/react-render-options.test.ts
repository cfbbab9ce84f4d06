import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { passReactRenderOptions, withRenderOptions } from './react-render-options.mjs';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = passReactRenderOptions().transform as unknown as Transform;
const installed = fs.readFileSync(createRequire(import.meta.url).resolve('@astrojs/react/server.js'), 'utf8');

describe("passing the island's render options to React's renderToString", () => {
  it("gives the installed @astrojs/react's renderToString the island's identifierPrefix", () => {
    expect(installed).toContain('identifierPrefix: prefix');
    const patched = withRenderOptions(installed);
    expect(patched).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(patched).not.toContain('ReactDOM.renderToString(vnode)');
  });

  it('changes only @astrojs/react’s server renderer, in the server build', () => {
    const code = 'const renderOptions = {}; html = ReactDOM.renderToString(vnode);';
    expect(transform(code, '/app/node_modules/@astrojs/react/dist/server.js')?.code).toContain('renderToString(vnode, renderOptions)');
    expect(transform(code, '/app/node_modules/@astrojs/react/dist/client.js')).toBeNull();
    expect(transform(code, '/app/src/islands/public/inquiry-form.tsx')).toBeNull();
    expect(passReactRenderOptions().applyToEnvironment?.({ name: 'client' } as never)).toBe(false);
  });

  it('stops the build when the renderer no longer has the line it mends', () => {
    expect(() => withRenderOptions('html = ReactDOM.renderToStaticMarkup(vnode);')).toThrow(/renderer changed/);
    const fixed = 'const renderOptions = {}; html = ReactDOM.renderToString(vnode, renderOptions);';
    expect(withRenderOptions(fixed)).toBe(fixed);
  });
});
