#!/usr/bin/env bash
# Development: the API under `tsx watch` on API_PORT (3001) and the Vite dev server on WEB_PORT (5173), which
# proxies /api to it. Ctrl+C stops both; if either one exits, the other is stopped too.
set -euo pipefail
cd "$(dirname "$0")/.."

export API_PORT="${API_PORT:-3001}"
web_port="${WEB_PORT:-5173}"
bin=node_modules/.bin

# The printed URL and PUBLIC_URL point at Vite, the address to open in the browser; WEB_DEV_SERVER lets the
# API start without a build of the web app.
PORT="$API_PORT" HOST="${HOST:-127.0.0.1}" DATA_DIR="${DATA_DIR:-data/dev}" NODE_ENV=development \
  PUBLIC_URL="${PUBLIC_URL:-http://localhost:$web_port}" WEB_DEV_SERVER="http://localhost:$web_port" \
  "$bin/tsx" watch --clear-screen=false src/server/main.ts &
api=$!
"$bin/vite" --port "$web_port" --strictPort &
web=$!

stop() {
  trap - INT TERM EXIT
  kill -TERM "$api" "$web" 2>/dev/null || true
  wait "$api" "$web" 2>/dev/null || true
}
trap 'stop; exit 130' INT TERM
trap stop EXIT
wait -n "$api" "$web"
