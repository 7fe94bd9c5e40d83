# discovery-curator's git hooks, the shared part (POSIX sh, sourced by
# hooks/<name>). It decides in the shell, without starting Node, whether there
# is anything to check: the skip rules, then "did the commits since the last
# check touch a path an active discovery mentions?", answered from the path
# index the CLI keeps in the git dir. Only a yes (or a missing or stale index)
# starts the CLI, directly: npx costs ~300 ms.
#
# The shell never moves the watermark (the last commit checked), so a "no" here
# can delay a finding but never lose it: the next check covers watermark..HEAD.
# Every path returns 0; a hook never fails a git operation.

discoveries_hook() {
	dc_hook=$1
	shift
	[ "${HUSKY-}" = 0 ] && return 0
	[ "${DISCOVERIES_SKIP-}" = 1 ] && return 0
	[ -n "${CI-}" ] && return 0
	case $dc_hook in
	# A squash merge makes no commit; the commit that follows is checked.
	post-merge) [ "${1-}" = 1 ] && return 0 ;;
	# 0: files checked out, not a branch.
	post-checkout) [ "${3-}" = 1 ] || return 0 ;;
	# amend: post-commit already checked it.
	post-rewrite) [ "${1-}" = rebase ] || return 0 ;;
	esac

	# At the top of a main work tree (the usual case) a rebase or cherry-pick step
	# is seen without starting git: a 200-commit rebase runs post-commit 200 times.
	case $dc_hook in
	post-commit | post-merge)
		if [ -d .git ] && { [ -d .git/rebase-merge ] || [ -d .git/rebase-apply ] || [ -f .git/CHERRY_PICK_HEAD ] ||
			[ -f .git/REVERT_HEAD ] || [ -d .git/sequencer ]; }; then
			return 0
		fi
		;;
	esac

	# The branch and its tip, read from the files in the usual case (the top of a
	# main work tree, a branch checked out, its ref not packed); else one git call.
	dc_head=
	if [ -d .git ] && [ ! -f .git/commondir ] && [ -f .git/HEAD ]; then
		read -r dc_line <.git/HEAD
		case $dc_line in
		'ref: refs/heads/'*)
			dc_ref=${dc_line#ref: }
			[ -f ".git/$dc_ref" ] && read -r dc_head <".git/$dc_ref" && dc_top=. dc_gitdir=.git dc_common=.git
			;;
		esac
	fi
	if [ -z "$dc_head" ]; then
		dc_info=$(git rev-parse --show-toplevel --git-dir --git-common-dir HEAD --symbolic-full-name HEAD 2>/dev/null) || return 0
		dc_ifs=$IFS
		IFS='
'
		set -f
		# shellcheck disable=SC2086 # split on newlines on purpose
		discoveries_fields $dc_info
		set +f
		IFS=$dc_ifs
	fi
	# Handed to the CLI as read, before the rebase cases below: it asks git none of it again.
	dc_known="$dc_top
$dc_gitdir
$dc_common
$dc_head
$dc_ref"

	# A rebase, cherry-pick or revert in progress fires hooks for every step;
	# post-rewrite checks a rebase once, at its end (its state is still there then).
	if [ "$dc_hook" = post-checkout ] && [ -f "$dc_gitdir/rebase-merge/head-name" ] && [ ! -s "$dc_gitdir/rebase-merge/git-rebase-todo" ]; then
		# A rebase with nothing to replay (the branch was only behind) ends at this
		# checkout and fires no post-rewrite: check it now, as the branch it moves.
		read -r dc_ref <"$dc_gitdir/rebase-merge/head-name"
	elif [ "$dc_hook" != post-rewrite ]; then
		if [ -d "$dc_gitdir/rebase-merge" ] || [ -d "$dc_gitdir/rebase-apply" ] || [ -f "$dc_gitdir/CHERRY_PICK_HEAD" ] ||
			[ -f "$dc_gitdir/REVERT_HEAD" ] || [ -d "$dc_gitdir/sequencer" ]; then
			return 0
		fi
	elif [ "$dc_ref" = HEAD ]; then
		# git rebase --apply runs post-rewrite before it moves the branch back.
		for dc_name in "$dc_gitdir/rebase-merge/head-name" "$dc_gitdir/rebase-apply/head-name"; do
			[ -f "$dc_name" ] && read -r dc_ref <"$dc_name" && break
		done
	fi

	dc_state=$dc_gitdir/discoveries
	dc_index=$dc_state/paths.idx
	case $dc_ref in
	refs/*) dc_watermark=$dc_common/discoveries/watermarks/$dc_ref ;;
	*) dc_watermark=$dc_state/detached.watermark ;;
	esac

	if [ "$dc_hook" = pre-commit ]; then
		# Only with hooks.stagePending on (the CLI leaves this flag) and findings pending.
		[ -s "$dc_state/pending.json" ] && [ -f "$dc_state/stage-pending" ] || return 0
	else
		dc_mark=
		[ -f "$dc_watermark" ] && read -r dc_mark <"$dc_watermark"
		[ -n "$dc_mark" ] && [ "$dc_mark" = "$dc_head" ] && return 0
		if [ -n "$dc_mark" ] && discoveries_index_fresh; then
			# The files changed since the last check; a failing diff (watermark gone) means: ask Node.
			# (A here-document, not printf | grep: no process for the left side of a pipe.)
			dc_changed=$(git -c core.quotePath=false diff --name-only --no-renames --line-prefix=: "$dc_mark" "$dc_head" -- 2>/dev/null) &&
				{ [ -z "$dc_changed" ] || ! grep -qFf "$dc_index" <<DC_CHANGED
$dc_changed
DC_CHANGED
				} && return 0
		fi
	fi

	dc_cli=${DISCOVERIES_CLI:-$dc_here/../dist/cli/discoveries.js}
	if [ ! -f "$dc_cli" ]; then
		echo "discoveries: $dc_cli is missing (hook skipped; reinstall discovery-curator)" >&2
		return 0
	fi
	if ! command -v node >/dev/null 2>&1; then
		echo "discoveries: node is not in PATH (hook skipped; see 'Install the hooks' in the README)" >&2
		return 0
	fi
	# Node 20 loads NODE_EXTRA_CA_CERTS at start-up, before any code runs (~40 ms
	# where a machine sets it, and a warning on every hook if the file is gone);
	# a hook makes no network request, so its Node does without.
	unset NODE_EXTRA_CA_CERTS
	# hook.cjs, beside the binary, runs the same command compiled with a code cache (src/cli/hook-cache.ts).
	dc_entry=${dc_cli%/*}/hook.cjs
	if [ -f "$dc_entry" ]; then
		DISCOVERIES_HOOK_GIT=$dc_known node "$dc_entry" "$dc_hook" "$@" || :
	else
		DISCOVERIES_HOOK_GIT=$dc_known node "$dc_cli" hook "$dc_hook" "$@" || :
	fi
	return 0
}

discoveries_fields() {
	dc_top=$1 dc_gitdir=$2 dc_common=$3 dc_head=$4 dc_ref=$5
}

# The index is stale when a file it was built from (store, config) changed since.
discoveries_index_fresh() {
	[ -f "$dc_index" ] && [ -f "$dc_state/paths.watch" ] || return 1
	while IFS= read -r dc_file; do
		[ -n "$dc_file" ] && [ "$dc_file" -nt "$dc_index" ] && return 1
	done <"$dc_state/paths.watch"
	return 0
}
