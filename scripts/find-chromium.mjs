// Finds the browser the end-to-end tests drive: CHROME_PATH, else /usr/bin/chromium. When neither
// exists and we run as root with apt available, installs Debian's chromium; otherwise explains how.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (install && isRoot && hasApt) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get...');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'The end-to-end tests need Chromium. Install it (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROME_PATH to a Chrome or Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
