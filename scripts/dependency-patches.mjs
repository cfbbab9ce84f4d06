// Small changes to our dependencies' server code, made by the server build (never in node_modules).
//
// Each one replaces an exact text in one file. If a new version of the package no longer has that text, the
// build stops and says which patch to check: the fix may have been made upstream (drop the patch), or the
// code moved (port it). Nothing is silently left unpatched.
import { fileURLToPath } from 'node:url';

/** @typedef {{ file: string; why: string; from: string; to: string }} Patch */

/** @type {Patch[]} */
export const PATCHES = [
  {
    // Islands are rendered to a string (astro.config.mjs), not through a web stream that React encodes and Astro
    // decodes again: 8–23 % less CPU per render past the page cache. @astrojs/react 7.0.0 then drops the island's
    // render options; without its identifierPrefix every useId differs from the browser's, hydration fails on the
    // first labelled field, and what the visitor typed before it is wiped.
    // The same render goes through the kept islands (src/server/render/island-markup-cache.ts): an island marked as
    // rendering from its props alone is rendered once for the same props and place, not on every page.
    file: '@astrojs/react/dist/server.js',
    why: "renderToString gets the island's identifierPrefix, through the kept islands",
    from: 'html = ReactDOM.renderToString(vnode);',
    to:
      'html = islandMarkup(\n' +
      '      { component: Component, props, prefix, method: this?.result?.request?.method ?? "", hasChildren: newChildren != null || Object.keys(slots).length > 0 || !!formState },\n' +
      '      () => ReactDOM.renderToString(vnode, renderOptions)\n' +
      '    );',
  },
  {
    file: '@astrojs/react/dist/server.js',
    why: 'the kept islands are imported',
    from: 'import opts from "astro:react:opts";\n',
    to: `import { islandMarkup } from ${JSON.stringify(fileURLToPath(new URL('../src/server/render/island-markup-cache.ts', import.meta.url)))};\nimport opts from "astro:react:opts";\n`,
  },
  {
    // Astro built a page as one string, `str += chunk`, and encoded the whole rope at the end: a fifth of the render
    // thread's profile under load. The page is written as UTF-8 while it renders (src/server/render/page-writer.ts) and
    // arrives at renderPage as bytes (the next patch). Only a page's render (isPage) changes: components rendered to
    // a string elsewhere still get their string.
    file: 'astro/dist/runtime/server/render/astro/render.js',
    why: 'a page is encoded chunk by chunk while it renders, not as one string at the end',
    from:
      '  let str = "";\n' +
      '  let renderedFirstPageChunk = false;\n' +
      '  if (isPage) {\n' +
      '    await bufferHeadContent(result);\n' +
      '  }\n' +
      '  const destination = {\n' +
      '    write(chunk) {\n' +
      '      if (isPage && !renderedFirstPageChunk) {\n' +
      '        renderedFirstPageChunk = true;\n' +
      '        if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {\n' +
      '          const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\\n";\n' +
      '          str += doctype;\n' +
      '        }\n' +
      '      }\n' +
      '      if (chunk instanceof Response) return;\n' +
      '      str += chunkToString(result, chunk);\n' +
      '    }\n' +
      '  };\n' +
      '  await renderStreaming(templateResult, result, destination);\n' +
      '  return str;\n',
    to:
      '  let str = "";\n' +
      '  let renderedFirstPageChunk = false;\n' +
      '  if (isPage) {\n' +
      '    await bufferHeadContent(result);\n' +
      '  }\n' +
      '  const page = isPage ? new PageWriter() : null;\n' +
      '  const destination = {\n' +
      '    write(chunk) {\n' +
      '      if (isPage && !renderedFirstPageChunk) {\n' +
      '        renderedFirstPageChunk = true;\n' +
      '        if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {\n' +
      '          const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\\n";\n' +
      '          page.text(doctype);\n' +
      '        }\n' +
      '      }\n' +
      '      if (chunk instanceof Response) return;\n' +
      '      if (page) {\n' +
      '        const part = chunkToByteArrayOrString(result, chunk);\n' +
      '        if (typeof part === "string") page.text(part);\n' +
      '        else page.bytes(part);\n' +
      '        return;\n' +
      '      }\n' +
      '      str += chunkToString(result, chunk);\n' +
      '    }\n' +
      '  };\n' +
      '  await renderStreaming(templateResult, result, destination);\n' +
      '  return page ? page.finish() : str;\n',
  },
  {
    file: 'astro/dist/runtime/server/render/astro/render.js',
    why: 'the page writer is imported',
    from: 'const DOCTYPE_EXP = /<!doctype html/i;\n',
    to: `import { PageWriter } from ${JSON.stringify(fileURLToPath(new URL('../src/server/render/page-writer.ts', import.meta.url)))};\nconst DOCTYPE_EXP = /<!doctype html/i;\n`,
  },
  {
    // Astro gives a page Response its encoded bytes, which undici copies (70–80 µs for /inventory, and 139 KB more
    // outside V8's heap, which brings full collections forward). A stream of the same bytes is not copied; the page
    // middleware takes its one chunk as it is (src/server/render/page-bytes.ts). A page arrives as bytes already (the
    // patch above); a string is still encoded.
    file: 'astro/dist/runtime/server/render/page.js',
    why: "a rendered page's bytes are not copied into its Response",
    from: '  if (!streaming && typeof body === "string") {\n    body = encoder.encode(body);\n    headers.set("Content-Length", body.byteLength.toString());\n',
    to:
      '  if (!streaming && (typeof body === "string" || body instanceof Uint8Array)) {\n' +
      '    if (typeof body === "string") body = encoder.encode(body);\n' +
      '    headers.set("Content-Length", body.byteLength.toString());\n' +
      '    const bytes = body;\n    body = new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } });\n',
  },
  {
    // An island's uid (Astro's hydration id, which nothing reads outside development) was a hash of its rendered
    // HTML and its props, serialized for it alone: every island's HTML was copied and hashed, and its props
    // serialized twice (again for the island's attribute). The props, serialized once, are hashed and handed on.
    file: 'astro/dist/runtime/server/render/component.js',
    why: "an island's props are serialized once, and its uid hashes them without its HTML",
    from:
      '  const astroId = shorthash(\n' +
      '    `<!--${metadata.componentExport.value}:${metadata.componentUrl}-->\n' +
      '${html}\n' +
      '${serializeProps(\n' +
      '      props,\n' +
      '      metadata\n' +
      '    )}`\n' +
      '  );\n' +
      '  const island = await generateHydrateScript(\n' +
      '    { renderer, result, astroId, props, attrs },\n',
    to:
      '  const serializedProps = serializeProps(props, metadata);\n' +
      '  const astroId = shorthash(`<!--${metadata.componentExport.value}:${metadata.componentUrl}-->\n${serializedProps}`);\n' +
      '  const island = await generateHydrateScript(\n' +
      '    { renderer, result, astroId, props, attrs, serializedProps },\n',
  },
  {
    // The other half of the patch above: the island's props attribute takes the props as already serialized.
    file: 'astro/dist/runtime/server/hydration.js',
    why: "the island's props arrive serialized",
    from: '  const { renderer, result, astroId, props, attrs } = scriptOptions;\n',
    to: '  const { renderer, result, astroId, props, attrs, serializedProps } = scriptOptions;\n',
  },
  {
    file: 'astro/dist/runtime/server/hydration.js',
    why: "the island's props attribute reuses the serialized props",
    from: '    island.props["props"] = escapeHTML(serializeProps(props, metadata));\n',
    to: '    island.props["props"] = escapeHTML(serializedProps ?? serializeProps(props, metadata));\n',
  },
  {
    // Every render hashes the page's inline scripts and styles again for the Content-Security-Policy header, each
    // through crypto.subtle (a trip to the thread pool and back). The texts are the build's own, a few per page.
    file: 'astro/dist/core/encryption.js',
    why: 'the CSP hash of an inline script or style is computed once',
    from:
      'async function generateCspDigest(data, algorithm) {\n' +
      '  const hashBuffer = await crypto.subtle.digest(algorithm, encoder.encode(data));\n' +
      '  const hash = encodeBase64(new Uint8Array(hashBuffer));\n' +
      '  return `${ALGORITHMS[algorithm]}${hash}`;\n}',
    to:
      'const cspDigests = new Map();\n' +
      'async function generateCspDigest(data, algorithm) {\n' +
      '  const key = `${algorithm}\\n${data}`;\n' +
      '  const known = cspDigests.get(key);\n' +
      '  if (known) return known;\n' +
      '  const hashBuffer = await crypto.subtle.digest(algorithm, encoder.encode(data));\n' +
      '  const hash = encodeBase64(new Uint8Array(hashBuffer));\n' +
      '  const digest = `${ALGORITHMS[algorithm]}${hash}`;\n' +
      '  if (cspDigests.size < 512) cspDigests.set(key, digest);\n' +
      '  return digest;\n}',
  },
];

const HERE = fileURLToPath(import.meta.url);

/** The patches for a module id (a file under node_modules), in order; none for most. */
export function patchesFor(id) {
  const file = id.split('?')[0].replaceAll('\\', '/');
  return PATCHES.filter((patch) => file.endsWith(`/node_modules/${patch.file}`));
}

/** The patched code; throws when the text to replace is not there exactly once. */
export function applyPatch(patch, code) {
  const at = code.indexOf(patch.from);
  if (at === -1 || code.indexOf(patch.from, at + 1) !== -1) {
    throw new Error(`${patch.file} changed: check that ${patch.why}, then update or drop its patch in ${HERE}`);
  }
  return code.replace(patch.from, () => patch.to);
}

/** @returns {import('vite').Plugin} */
export function patchDependencies() {
  return {
    name: 'atelier:dependency-patches',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      const patches = patchesFor(id);
      return patches.length > 0 ? { code: patches.reduce((patched, patch) => applyPatch(patch, patched), code), map: null } : null;
    },
  };
}
