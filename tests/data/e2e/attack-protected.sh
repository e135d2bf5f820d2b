#!/bin/bash
# Issue 10 item 1: what the agent tries against the protected paths, in order; each
# line prints "@name ok" or "@name refused" (tests/e2e/tst_sandbox_boundary.cpp).
try() { name=$1; shift; if "$@" 2>/dev/null; then echo "@$name ok"; else echo "@$name refused"; fi; }
cd /project || exit 1
# The first reproduction: point core.hooksPath at a folder the sandbox owns.
try config_append sh -c 'printf "[core]\n\thooksPath = /project/h\n" >> /project/.git/config'
try config_fsmonitor sh -c 'git config -f /project/.git/config core.fsmonitor "touch /tmp/pwned"'
# The second: rename the parent of the read-only mount away and put a copy in its place.
try mv_git mv /project/.git /project/.g
if [ -d /project/.g ]; then cp -a /project/.g /project/.git; fi
echo "@mv_git_result $(head -c 40 /project/.git/config 2>/dev/null | tr '\n' ' ')"
try new_hook sh -c 'printf "#!/bin/sh\ntouch /tmp/pwned\n" > /project/.git/hooks/post-commit && chmod +x /project/.git/hooks/post-commit'
try rename_hooks mv /project/.git/hooks /project/.git/h2
try replace_config sh -c 'rm -f /project/.git/config && printf "[core]\n\tpager = evil\n" > /project/.git/config'
try config_symlink sh -c 'ln -sfn /project/evil-config /project/.git/config'
try vscode_task sh -c 'echo "{\"tasks\":[]}" > /project/.vscode/tasks.json'
try mv_vscode mv /project/.vscode /project/.vscode-old
try mcp_json sh -c 'echo "{}" > /project/.mcp.json'
try mv_mcp mv /project/.mcp.json /project/.mcp-old.json
# Git itself still works for the agent: objects and the index may be written.
try git_objects sh -c 'mkdir -p /project/.git/objects/aa && echo x > /project/.git/objects/aa/probe'
try rm_rf_git rm -rf /project/.git
echo "@done"
