// Trunk post-build hook (Trunk.toml): minifies the app's JavaScript glue in a release
// build. Trunk's own minifier cannot parse wasm-bindgen's output ("Failed to minify JS")
// and ships it as it is; terser can, and it takes about a third off what the page loads
// as JavaScript. The file keeps its name (and content hash of the unminified file).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('minify-js: run me as a Trunk hook (TRUNK_STAGING_DIR is not set)');
  process.exit(1);
}
for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
  const path = join(dir, name);
  const source = readFileSync(path, 'utf8');
  // The worker's glue is a classic script whose global `wasm_bindgen` its loader calls:
  // minified as a module, that unused-looking global would be dropped.
  const module = !/^(let|var) wasm_bindgen\b/m.test(source);
  const { code } = await minify(source, { module, compress: { passes: 2 }, mangle: true });
  writeFileSync(path, code);
  console.log(`minify-js: ${name} ${source.length} -> ${code.length} bytes`);
}
