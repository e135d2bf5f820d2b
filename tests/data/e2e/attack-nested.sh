#!/bin/bash
# Issue 10, nested repositories: what the agent tries against a nested repository (sub/.git), a
# submodule's .git file (mod/.git) and with repositories of its own; each line prints "@name ok"
# or "@name refused" (tests/e2e/tst_sandbox_boundary.cpp, nestedReposCannotRunOnTheHost).
try() { name=$1; shift; if "$@" 2>/dev/null; then echo "@$name ok"; else echo "@$name refused"; fi; }
cd /project
evil='[core]\n\trepositoryformatversion = 0\n\tfsmonitor = "touch PWNED-fsmonitor; false"\n\thooksPath = /project/h\n'
# The existing nested repository: its config, a hook, the hooks folder, the parents renamed away.
try sub_config_append sh -c "printf '$evil' >> /project/sub/.git/config"
try sub_replace_config sh -c "rm -f /project/sub/.git/config && printf '$evil' > /project/sub/.git/config"
try sub_new_hook sh -c 'printf "#!/bin/sh\ntouch PWNED-hook\n" > /project/sub/.git/hooks/post-commit && chmod +x /project/sub/.git/hooks/post-commit'
try sub_rename_hooks mv /project/sub/.git/hooks /project/sub/.git/h2
try sub_mv_git mv /project/sub/.git /project/sub/.g
if [ -d /project/sub/.g ]; then cp -a /project/sub/.g /project/sub/.git; printf "$evil" > /project/sub/.git/config; fi
try sub_mv_parent mv /project/sub /project/sub2
if [ -d /project/sub2 ]; then mkdir -p /project/sub/.git && printf "$evil" > /project/sub/.git/config; fi
# A missing redirect inside it: allowed inside (nothing to bind), moved away from the host.
try sub_commondir sh -c 'echo ../../evil > /project/sub/.git/commondir'
# The submodule's .git file: point it at a gitdir the agent owns.
mkdir -p /project/evil/refs/heads /project/evil/objects && echo 'ref: refs/heads/main' > /project/evil/HEAD
printf "$evil" > /project/evil/config
try mod_gitfile sh -c 'printf "gitdir: /project/evil\n" > /project/mod/.git'
try mod_gitfile_replace sh -c 'rm -f /project/mod/.git && printf "gitdir: ../evil\n" > /project/mod/.git'
# Repositories of its own, made during the session: a deep one, a .git file, one in a plain folder.
mkrepo() { mkdir -p "$1/.git/refs/heads" "$1/.git/objects" "$1/.git/hooks" && echo 'ref: refs/heads/main' > "$1/.git/HEAD" && printf "$evil" > "$1/.git/config" && printf '#!/bin/sh\ntouch PWNED-hook\n' > "$1/.git/hooks/pre-commit" && chmod +x "$1/.git/hooks/pre-commit" && echo x > "$1/file"; }
try new_deep_repo mkrepo /project/a/b/c
try new_gitfile sh -c 'mkdir -p /project/w && echo x > /project/w/file && printf "gitdir: ../evil\n" > /project/w/.git'
try new_plain_repo mkrepo /project/plain
# And one it locks against its owner (a move needs write access to the folder).
try new_locked_repo sh -c "$(declare -f mkrepo); mkrepo /project/locked && chmod 555 /project/locked"
echo "@done"
