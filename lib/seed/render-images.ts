import fs from 'node:fs/promises';
import path from 'node:path';
import { renderProductImage } from './garment-renderer';
import { runPool } from './batches';
import type { PlannedImage } from './image-plan';

/** Two cores render best with a little overlap between rasterising and encoding. */
const renderConcurrency = 3;

/**
 * Writes every planned image that is not on disk yet and returns how many it rendered.
 * Files appear atomically (temp file, then rename), so a crash never leaves half an image.
 */
export async function renderMissingImages(
  directory: string,
  images: readonly PlannedImage[],
  log: (line: string) => void,
): Promise<number> {
  await fs.mkdir(directory, { recursive: true });
  const existing = new Set(await fs.readdir(directory));
  const unique = new Map<string, PlannedImage>();
  for (const image of images) {
    if (!existing.has(image.fileName)) unique.set(image.fileName, image);
  }
  const missing = [...unique.values()];
  if (missing.length === 0) return 0;
  log(`Rendering ${missing.length} product images into ${directory}`);
  const progressStep = Math.max(100, Math.ceil(missing.length / 10));
  let done = 0;
  await runPool(missing, renderConcurrency, async (image) => {
    const target = path.join(directory, image.fileName);
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, await renderProductImage(image.spec));
    await fs.rename(temporary, target);
    done += 1;
    if (done % progressStep === 0 && done < missing.length) {
      log(`  ${done}/${missing.length} images rendered`);
    }
  });
  return missing.length;
}
