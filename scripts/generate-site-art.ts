// Renders the site's generated artwork (hero slides, category tiles, gallery,
// team) into public/art before the build. Filled in by the public site work.
import fs from 'node:fs';
fs.mkdirSync('public/art', { recursive: true });
