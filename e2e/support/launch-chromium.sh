#!/usr/bin/env bash
# Chromium as the e2e tests launch it (playwright.config.ts's executablePath): Debian's
# chromium with every --disable-features flag it is given merged into one, plus the
# features below. Chromium keeps only the last such flag, so passing ours beside
# Playwright's would drop Playwright's own list.
#
# Headless Chromium builds two omnibox popup WebUI pages for every window, each a renderer
# that costs as much CPU as the page under test; the tests never open the address bar.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
features=(WebUIOmniboxPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*)
      IFS=, read -ra listed <<<"${arg#--disable-features=}"
      features+=("${listed[@]}")
      ;;
    *) args+=("$arg") ;;
  esac
done
exec "$chromium" "${args[@]}" "--disable-features=$(IFS=,; echo "${features[*]}")"
