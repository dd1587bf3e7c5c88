#!/usr/bin/env bash
# Installs what Vitae needs on a fresh machine: npm packages (from the lockfile) and a few Debian packages.
# Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.vitae-lock-hash
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "[setup] Installing npm packages..."
  # `npm install` rather than `npm ci`: both follow the lockfile's pinned versions, but `npm ci` also insists on
  # entries for other platforms' optional binaries (Biome, Tailwind), which a lockfile made here may not list.
  npm install --no-audit --no-fund
  echo "$lock_hash" > "$stamp"
fi

# chromium runs the browser tests, chromium-headless-shell prints the PDFs, and poppler-utils (pdftotext,
# pdftoppm) lets the tests read PDFs.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  echo "[setup] Installing Debian packages: ${missing[*]}..."
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
