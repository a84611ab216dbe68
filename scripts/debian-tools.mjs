// Tools from Debian's packages that the tests need: Chromium (the end-to-end journeys) and faketime
// (the server suite run with the process clock a year ahead). Each is found on the machine; when it
// is missing and we run as root with apt, its Debian package is installed; otherwise we explain how.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

function installWithApt(pkg) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`${pkg} not found: installing Debian package "${pkg}" with apt-get...`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`], { stdio: 'inherit' });
  return true;
}

function findOrInstall(candidates, pkg, install) {
  const present = () => candidates.find((path) => path && existsSync(path));
  return present() ?? (install && installWithApt(pkg) ? present() : undefined);
}

/** The browser the end-to-end tests drive: CHROME_PATH, else /usr/bin/chromium (installed when possible). */
export function findChromium({ install = true } = {}) {
  const path = findOrInstall([process.env.CHROME_PATH, '/usr/bin/chromium'], 'chromium', install);
  if (path) return path;
  throw new Error(
    'The end-to-end tests need Chromium. Install it (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROME_PATH to a Chrome or Chromium binary.',
  );
}

/** faketime (libfaketime), for running a suite with the process clock moved; null when not available. */
export function findFaketime({ install = true } = {}) {
  return findOrInstall(['/usr/bin/faketime'], 'faketime', install) ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
