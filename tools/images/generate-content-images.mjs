#!/usr/bin/env node
// `npm run images`: draws every content image (content-images.mjs, illustrations.mjs) and writes
// it as WebP at the widths pages ask for, with sharp. Run it after changing a drawing or adding
// content; commit what it writes (docs/decisions/040-content-images.md):
// - dev-services/media/<kind>-<id>-<width>.<hash>.webp and manifest.json (the local API serves them);
// - mfe-campaigns/src/features/landing-pages/images/<page>-<width>.webp (the landing pages' banners,
//   hashed by the campaigns build).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiImages, landingImages } from './content-images.mjs';
import { FRAMES, renderScene } from './illustrations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mediaDir = path.join(root, 'dev-services/media');
const landingDir = path.join(root, 'mfe-campaigns/src/features/landing-pages/images');

/** The widths written per frame: a phone (1x and 2x) and a desktop's column or full width. */
export const WIDTHS = { card: [400, 800], banner: [640, 960, 1280] };

/** The most one file may weigh. */
export const MAX_FILE_BYTES = 30 * 1024;

/** A key's file name stem: `reward/GC-CINEPLEX-10` → `reward-gc-cineplex-10`. */
export const stemOf = (key) => key.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function encode(sharp, svg, width) {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 74, effort: 6, smartSubsample: true }).toBuffer();
}

function clean(dir, keep) {
  for (const name of fs.readdirSync(dir)) if (name.endsWith('.webp') && !keep.has(name)) fs.rmSync(path.join(dir, name));
}

async function main() {
  const { default: sharp } = await import('sharp');
  const oversized = [];
  const write = (dir, name, data) => {
    if (data.length > MAX_FILE_BYTES) oversized.push(`${name}: ${(data.length / 1024).toFixed(1)} KB`);
    fs.writeFileSync(path.join(dir, name), data);
  };

  fs.mkdirSync(mediaDir, { recursive: true });
  const manifest = {};
  const written = new Set();
  for (const [key, scene] of Object.entries(apiImages)) {
    const svg = renderScene(scene);
    const frame = FRAMES[scene.frame];
    const variants = [];
    for (const width of WIDTHS[scene.frame]) {
      const data = await encode(sharp, svg, width);
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
      const file = `${stemOf(key)}-${width}.${hash}.webp`;
      write(mediaDir, file, data);
      written.add(file);
      variants.push({ file, width, bytes: data.length });
    }
    manifest[key] = { width: frame.width, height: frame.height, variants };
  }
  clean(mediaDir, written);
  fs.writeFileSync(
    path.join(mediaDir, 'manifest.json'),
    `${JSON.stringify({ $comment: 'Written by npm run images (tools/images): do not edit.', images: manifest }, null, 2)}\n`,
  );

  fs.mkdirSync(landingDir, { recursive: true });
  const landingFiles = new Set();
  for (const [page, scene] of Object.entries(landingImages)) {
    const svg = renderScene(scene);
    for (const width of WIDTHS[scene.frame]) {
      const file = `${page}-${width}.webp`;
      write(landingDir, file, await encode(sharp, svg, width));
      landingFiles.add(file);
    }
  }
  clean(landingDir, landingFiles);

  const total = [...written].reduce((sum, file) => sum + fs.statSync(path.join(mediaDir, file)).size, 0);
  console.log(`${written.size} API images (${(total / 1024).toFixed(0)} KB) and ${landingFiles.size} landing banners written`);
  if (oversized.length > 0) {
    console.error(`Over ${MAX_FILE_BYTES / 1024} KB: ${oversized.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
