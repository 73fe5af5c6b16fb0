#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (our machines cannot download Playwright's own
# build). When it is missing, install it where this user has the rights (root, or sudo without a
# password); otherwise stop with one line naming the command to run. `npm test` and `.ci/run`
# both call this, so there is one way to set the browser up.
#
# CHROMIUM_PATH only exists so the tests can point this at a path that is not there.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0

install_chromium() {
  echo "Installing Chromium for the browser journeys…"
  "$@" apt-get update -qq
  "$@" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
}

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  install_chromium
elif command -v sudo >/dev/null && command -v apt-get >/dev/null && sudo -n true 2>/dev/null; then
  install_chromium sudo -n
else
  echo "Chromium is missing at $chromium and this user may not install it: run \`sudo apt-get update && sudo apt-get install -y chromium\`, then npm test again." >&2
  exit 1
fi

if [ ! -x "$chromium" ]; then
  echo "Chromium is still missing at $chromium after apt-get install chromium." >&2
  exit 1
fi
