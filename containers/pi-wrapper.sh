#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# /usr/local/bin/pi of the pi harness image (render/harness.cpp): pi with the ai-sandbox extension
# that points its model providers at the base-URL variables (pi-gate-endpoints.js), so that pi
# sends its model requests to the gate's credential endpoints ([[credentials]],
# docs/design/gate-credentials.md). pi's package commands take their arguments as they are.
cli=/usr/local/lib/node_modules/@mariozechner/pi-coding-agent/dist/cli.js
case "${1-}" in
install | remove | uninstall | update | list | config) exec "$cli" "$@" ;;
esac
exec "$cli" --extension /usr/local/libexec/aisb/pi-gate-endpoints.js "$@"
