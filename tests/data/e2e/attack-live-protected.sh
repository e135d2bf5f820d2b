#!/bin/bash
# The agent's side of the live quarantine (issue 10 item 8): protected paths that did not exist at
# launch cannot be bound, so make them, in every way the agent would try, while the session runs;
# a host tool (docker compose reading .env, git, the editor's tasks.json) would read them now.
# Each line "@name gone|stayed": gone means the host moved it away within 10 s, while this
# session still runs (the sandbox sees the project as the host does).
cd /project || exit 1
# Gone when nothing is at $1 (not even a dangling symlink).
gone() { [ ! -e "$1" ] && [ ! -L "$1" ]; }
wait_gone() {
    for _ in $(seq 1 1000); do
        if gone "$1"; then echo gone; return; fi
        sleep 0.01
    done
    echo stayed
}
try() { name=$1 path=$2; shift 2; "$@" >/dev/null 2>&1; echo "@$name $(wait_gone "$path")"; }

try env_file .env sh -c 'printf "AGENT_ENV_1\n" > .env'
# The next try: made under a temporary name, then renamed into place.
try env_rename .env sh -c 'printf "AGENT_ENV_2\n" > env.tmp && mv env.tmp .env'
try env_symlink .env ln -s /etc/shadow .env
# A folder named .env, filled under another name first (so the file is in it when it appears).
try env_folder .env sh -c 'mkdir e.tmp && printf "AGENT_ENV_4\n" > e.tmp/x && mv e.tmp .env'
# The folder first, then the file in it (the write may find the folder gone already).
try vscode_parent_first .vscode sh -c 'mkdir .vscode; printf "{\"tasks\":[]}" > .vscode/tasks.json'
# A folder its owner may not write (moving a folder rewrites its ..), renamed into place.
try claude_locked .claude sh -c 'mkdir c.tmp && printf "{\"hooks\":{}}" > c.tmp/settings.json && chmod 555 c.tmp && mv c.tmp .claude'
try git_commondir .git/commondir sh -c 'printf "../evil\n" > .git/commondir'
try mcp_json .mcp.json sh -c 'printf "{\"mcpServers\":{}}" > .mcp.json'
try envrc_symlink .envrc ln -s /etc/passwd .envrc
# A hard link named like a protected path to a file elsewhere in the project: the link goes, the
# file it shares stays where it was.
try netrc_hardlink .netrc ln sub/keep .netrc
# The same folder by another path: the kernel's alias of the working folder.
try npmrc_proc_alias .npmrc sh -c 'printf "AGENT_NPMRC\n" > /proc/self/cwd/.npmrc'
# Made, and at once (one process, no fork between) the folder that holds it locked against its
# owner: a move out of a folder needs write access to it. A race, so tried until it sticks (20 times).
lock=gone
for i in $(seq 1 20); do
    perl -e 'open(my $f, ">", "lock/.env") or die; print $f "AGENT_LOCK\n"; close $f; chmod 0555, "lock" or die' 2>/dev/null
    [ "$(wait_gone lock/.env)" = gone ] || lock=stayed
    chmod 755 lock
    [ "$lock" = gone ] || break
done
echo "@lock_parent $lock"
# The folder that holds a protected name (sub/.env) renamed away and replaced by a symlink, so a
# host reader of sub/.env would follow it out of the project; then by a folder holding the file.
try sub_symlink sub sh -c 'mv sub sub.orig && ln -s /tmp sub'
try sub_folder sub sh -c 'mkdir s.tmp && printf "AGENT_SUB\n" > s.tmp/.env && mv s.tmp sub'
try sub_folder_first sub sh -c 'mkdir sub; printf "AGENT_SUB\n" > sub/.env'
# Again and again: the quarantine must not grow without bound.
loop=gone
for i in $(seq 1 30); do
    printf "AGENT_LOOP_%s\n" "$i" > .env 2>/dev/null
    [ "$(wait_gone .env)" = gone ] || loop=stayed
done
echo "@env_loop $loop"
echo "@done"
