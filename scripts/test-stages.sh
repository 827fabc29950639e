# Sourced by scripts/test.sh and scripts/test-quick.sh: `stage NAME HEADING COMMAND...` runs one stage of the suite, and
# each stage's wall time is printed when the script ends, also when a stage fails, so a slow or broken one shows at once.
# `side_by_side LANE...` runs lanes (functions made of stages) at the same time, for stages that leave a core idle.
#
# Besides its wall time, each stage's CPU time (user and system) is printed: that of the processes it ran and waited
# for, all cores together (a daemon they leave running, such as a PostgreSQL server, is not counted). CPU seconds over
# wall seconds say how many of the machine's cores a stage kept busy, which a busy machine does not change much.
#
# The times go to a file rather than to variables, so that the stages of a lane, which runs in a subshell, are counted.
stage_times=$(mktemp)
stage_cpu_reading=$(mktemp)
running_stage=""
running_since=0
running_cpu=0

# Milliseconds from one of `times`'s figures, such as 1m2.345s.
cpu_figure_ms() {
  [[ $1 =~ ^([0-9]+)m([0-9]+)[.,]([0-9]+)s$ ]] || return 1
  echo $((BASH_REMATCH[1] * 60000 + 10#${BASH_REMATCH[2]} * 1000 + 10#${BASH_REMATCH[3]}))
}

# Sets children_cpu to the CPU time, in milliseconds, of this shell's children that ended so far. It must run in this
# shell, never in a command substitution, which would count the children of the substitution's own process.
children_cpu=0
read_children_cpu() {
  local user system
  times >"$stage_cpu_reading"
  { read -r _ _ && read -r user system; } <"$stage_cpu_reading"
  children_cpu=$(($(cpu_figure_ms "$user") + $(cpu_figure_ms "$system")))
}

# record_stage NAME WALL_SECONDS CPU_MILLISECONDS
record_stage() {
  printf '%s\t%d\t%d\n' "$1" "$2" $(($3 / 1000)) >>"$stage_times"
}

stage() {
  local name=$1 heading=$2 status=0
  shift 2
  echo "== $heading"
  running_stage=$name
  running_since=$SECONDS
  read_children_cpu
  running_cpu=$children_cpu
  "$@" || status=$?
  read_children_cpu
  local cpu=$((children_cpu - running_cpu))
  if [ "$status" -eq 0 ]; then
    record_stage "$name" $((SECONDS - running_since)) "$cpu"
  else
    record_stage "$name (failed)" $((SECONDS - running_since)) "$cpu"
  fi
  running_stage=""
  return "$status"
}

# Each lane's output is kept in a file and printed whole once the lane ends, in the order the lanes were given, so that
# two stages' lines never interleave. The lanes' common wall time is recorded as "side by side"; a lane that fails
# makes the whole fail, after the other lanes end.
side_by_side() {
  local lane status=0 index started=$SECONDS cpu_before
  local pids=() logs=()
  read_children_cpu
  cpu_before=$children_cpu
  for lane in "$@"; do
    logs+=("$(mktemp)")
    (
      set -e
      # A reading file of its own: the lanes read their CPU times at the same moments.
      stage_cpu_reading=$(mktemp)
      trap 'rm -f "$stage_cpu_reading"' EXIT
      "$lane"
    ) >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  running_stage="side by side"
  running_since=$started
  running_cpu=$cpu_before
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || status=$?
    cat "${logs[$index]}"
    rm -f "${logs[$index]}"
  done
  running_stage=""
  read_children_cpu
  local cpu=$((children_cpu - cpu_before))
  if [ "$status" -eq 0 ]; then
    record_stage "side by side" $((SECONDS - started)) "$cpu"
  else
    record_stage "side by side (failed)" $((SECONDS - started)) "$cpu"
  fi
  return "$status"
}

print_stage_times() {
  local status=$? name seconds cpu
  read_children_cpu
  if [ -n "$running_stage" ]; then
    record_stage "$running_stage (failed)" $((SECONDS - running_since)) $((children_cpu - running_cpu))
  fi
  echo "== time per stage (wall clock, then CPU time of all cores)"
  while IFS=$'\t' read -r name seconds cpu; do
    printf '%-22s %5d s  %3d:%02d  CPU %5d s\n' "$name" "$seconds" $((seconds / 60)) $((seconds % 60)) "$cpu"
  done <"$stage_times"
  cpu=$((children_cpu / 1000))
  printf '%-22s %5d s  %3d:%02d  CPU %5d s\n' "total" "$SECONDS" $((SECONDS / 60)) $((SECONDS % 60)) "$cpu"
  # Other work on the machine lengthens the wall times: the load average (1, 5 and 15 min) says how busy it was.
  echo "load average at the end: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  rm -f "$stage_times" "$stage_cpu_reading"
  return "$status"
}
trap print_stage_times EXIT
