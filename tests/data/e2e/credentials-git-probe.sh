#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs in the sandbox (tests/e2e/tst_gate_credentials_git.cpp) as:
#   bash /project/credentials-git-probe.sh REVERSED_VALUE REVERSED_BASIC
# Prints "@name result" lines. The real git of the image (image.packages = ["git"]) clones,
# fetches and pushes https://github.com/o/r.git; the sandbox's environment sends it to the gate's
# github-git endpoint (GIT_CONFIG_*), which adds the token. Neither this script nor its argv hold
# the token or its Basic form (both come reversed); credentials-search.pl looks for both.
rev=$1 revbasic=$2
export GIT_TERMINAL_PROMPT=0 GIT_ASKPASS=/bin/false
echo "@git_count ${GIT_CONFIG_COUNT:-unset}"
echo "@insteadof $(git config --get-regexp '^url\..*\.insteadof$' | tr '\n' '|')"
cd /tmp || exit 1
if out=$(git clone https://github.com/o/r.git r 2>&1); then
    echo "@clone ok"
else
    echo "@clone failed: $(printf '%s' "$out" | tr '\n' '|')"
fi
echo "@marker $(cat r/marker 2>/dev/null)"
echo "@remote $(git -C r config --get remote.origin.url)"
# A push whose pack is larger than git's post buffer (64 KiB at least): a chunked request body.
if [ -d r ]; then
    cd r || exit 1
    git config user.name agent && git config user.email agent@example.invalid
    head -c 300000 /dev/urandom > blob.bin
    echo "pushed from the sandbox" > pushed
    git add blob.bin pushed && git commit -qm "from the sandbox"
    if out=$(GIT_TRACE_CURL=/tmp/push-trace GIT_TRACE_CURL_NO_DATA=1 git -c http.postBuffer=65536 push origin HEAD:refs/heads/main 2>&1); then
        echo "@push ok"
    else
        echo "@push failed: $(printf '%s' "$out" | tr '\n' '|')"
    fi
    if grep -qi 'Transfer-Encoding: chunked' /tmp/push-trace; then echo "@push_chunked yes"; else echo "@push_chunked no"; fi
    rm -f /tmp/push-trace
    echo "@pushed_head $(git rev-parse HEAD)"
    if out=$(git fetch origin 2>&1); then echo "@fetch ok"; else echo "@fetch failed: $(printf '%s' "$out" | tr '\n' '|')"; fi
    cd /tmp || exit 1
fi
# The upstream answers this repository with a redirect to another allowed host: git follows it
# through the ordinary proxy, where no rule applies (the request there carries no token).
if out=$(git ls-remote https://github.com/redirect/r.git 2>&1); then
    echo "@redirect listed: $(printf '%s' "$out" | tr '\n' '|')"
else
    echo "@redirect refused: $(printf '%s' "$out" | tr '\n' '|')"
fi
# The attacker's search: every readable file, environment and memory map; for the token and for
# its Basic form.
perl /project/credentials-search.pl "$rev"
perl /project/credentials-search.pl "$revbasic" | sed -n 's/^@found /@found_basic /p'
echo "@done"
