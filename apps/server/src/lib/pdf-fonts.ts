import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Regular and bold DejaVu Sans: full TrueType fonts, so every Polish letter is drawn and extractable
 * (FACTS.md: pdfkit's built-in Helvetica garbles them).
 */
export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

/** Where the DejaVu TTFs may be: the npm package first, then the Debian font package. */
function fontDirectories(): string[] {
  const dirs: string[] = [];
  try {
    const require = createRequire(import.meta.url);
    dirs.push(join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf'));
  } catch {
    // Not installed: fall through to the system fonts.
  }
  dirs.push('/usr/share/fonts/truetype/dejavu');
  return dirs;
}

let fontsLoading: Promise<PdfFonts> | null = null;

/** The fonts, read once per process. */
export function loadPdfFonts(): Promise<PdfFonts> {
  fontsLoading ??= (async () => {
    const dir = fontDirectories().find((d) => existsSync(join(d, 'DejaVuSans.ttf')) && existsSync(join(d, 'DejaVuSans-Bold.ttf')));
    if (!dir) throw new Error('DejaVu Sans TTF fonts not found (install the dejavu-fonts-ttf package)');
    const [regular, bold] = await Promise.all([readFile(join(dir, 'DejaVuSans.ttf')), readFile(join(dir, 'DejaVuSans-Bold.ttf'))]);
    return { regular, bold };
  })().catch((error: unknown) => {
    // A later request tries again (the fonts may be installed meanwhile).
    fontsLoading = null;
    throw error;
  });
  return fontsLoading;
}
