// Browser journeys drive Debian's Chromium, never a downloaded browser. Installs it where the
// machine allows (Debian, root); otherwise stops with one line saying what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const canInstall = existsSync('/etc/debian_version') && process.getuid?.() === 0;
if (!canInstall) {
  console.error(
    `Chromium is missing at ${chromium}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.warn('Chromium is missing: installing the Debian chromium package...');
const apt = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', 'chromium']);
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium} after apt-get install chromium.`);
  process.exit(1);
}
