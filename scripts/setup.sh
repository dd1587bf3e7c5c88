#!/usr/bin/env bash
# Installs what Vitae needs on a fresh machine: npm packages (from the lockfile) and Debian's Chromium.
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

if ! command -v chromium >/dev/null 2>&1; then
  echo "[setup] Installing Chromium (Debian package)..."
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
