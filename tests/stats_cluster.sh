#!/usr/bin/env bash
# doc/stats.md's recipes for running `nhlev stats` over many machines, run
# here on one: GNU parallel with --sshlogin through a stand-in for ssh that
# logs in to this machine, and the Slurm sbatch script run once per array
# task with the variables Slurm sets. Each merge must equal one whole run.
# Usage: tests/stats_cluster.sh NHLEV SOURCE_DIR DAT
set -euo pipefail
nhlev=$1 src=$2 dat=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "stats_cluster: $*" >&2; exit 1; }
level=soko1 seeds=12

"$nhlev" stats $level --seeds $seeds --jobs 1 --dat "$dat" --format json > "$tmp/whole.json"

# GNU parallel: two "hosts", the JSON back over the login, one file a part
cat > "$tmp/fake-ssh" <<'SSH'
#!/bin/sh
# ssh HOST -- COMMAND...: log in to HOST (here: this machine)
while [ $# -gt 0 ]; do case $1 in -*) shift;; *) break;; esac; done
echo "$1" >> "$(dirname "$0")/logins"
shift
# a login sets the user's shell, which parallel's remote wrapper execs
# (CI runs with no $SHELL in its environment)
SHELL=${SHELL:-/bin/sh}; export SHELL
[ "$1" = "--" ] && shift
exec sh -c "$*"
SSH
chmod +x "$tmp/fake-ssh"
(cd "$tmp" && parallel --will-cite --ssh "$tmp/fake-ssh" --sshlogin 1/alpha,1/beta \
    --results parts/ "$nhlev" stats $level --seeds $seeds --shard {}/5 --jobs 1 \
    --format json --dat "$dat" ::: 1 2 3 4 5) || fail "parallel run failed"
grep -q alpha "$tmp/logins" && grep -q beta "$tmp/logins" || fail "not both hosts used"
"$nhlev" stats --merge "$tmp"/parts/1/*/stdout --format json > "$tmp/merged.json"
cmp -s "$tmp/whole.json" "$tmp/merged.json" || fail "parallel: merge differs from one run"

# Slurm: an array numbered from 0, four tasks, as sbatch --array=0-3 runs it
mkdir "$tmp/slurm"
for task in 0 1 2 3; do
    (cd "$tmp/slurm" && NHLEV="$nhlev" SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_MIN=0 \
        SLURM_ARRAY_TASK_COUNT=4 SLURM_CPUS_PER_TASK=1 \
        bash "$src/doc/stats-slurm.sbatch" $level $seeds "$dat") || fail "slurm task $task"
done
"$nhlev" stats --merge "$tmp"/slurm/parts/*.json --format json > "$tmp/merged2.json"
cmp -s "$tmp/whole.json" "$tmp/merged2.json" || fail "slurm: merge differs from one run"
echo "stats_cluster: ok"
