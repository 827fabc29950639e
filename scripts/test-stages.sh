# Sourced by scripts/test.sh and scripts/test-quick.sh: `stage NAME HEADING COMMAND...` runs one stage of the suite, and
# each stage's wall time is printed when the script ends, also when a stage fails, so a slow or broken one shows at once.
# `side_by_side LANE...` runs lanes (functions made of stages) at the same time, for stages that leave a core idle.
#
# The times go to a file rather than to variables, so that the stages of a lane, which runs in a subshell, are counted.
stage_times=$(mktemp)
running_stage=""
running_since=0

record_stage() {
  printf '%s\t%d\n' "$1" "$2" >>"$stage_times"
}

stage() {
  local name=$1 heading=$2 status=0
  shift 2
  echo "== $heading"
  running_stage=$name
  running_since=$SECONDS
  "$@" || status=$?
  if [ "$status" -eq 0 ]; then
    record_stage "$name" $((SECONDS - running_since))
  else
    record_stage "$name (failed)" $((SECONDS - running_since))
  fi
  running_stage=""
  return "$status"
}

# Each lane's output is kept in a file and printed whole once the lane ends, in the order the lanes were given, so that
# two stages' lines never interleave. The lanes' common wall time is recorded as "side by side"; a lane that fails
# makes the whole fail, after the other lanes end.
side_by_side() {
  local lane status=0 index started=$SECONDS
  local pids=() logs=()
  for lane in "$@"; do
    logs+=("$(mktemp)")
    (
      set -e
      "$lane"
    ) >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  running_stage="side by side"
  running_since=$started
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || status=$?
    cat "${logs[$index]}"
    rm -f "${logs[$index]}"
  done
  running_stage=""
  if [ "$status" -eq 0 ]; then
    record_stage "side by side" $((SECONDS - started))
  else
    record_stage "side by side (failed)" $((SECONDS - started))
  fi
  return "$status"
}

print_stage_times() {
  local status=$? name seconds
  if [ -n "$running_stage" ]; then record_stage "$running_stage (failed)" $((SECONDS - running_since)); fi
  echo "== time per stage (wall clock)"
  while IFS=$'\t' read -r name seconds; do
    printf '%-22s %5d s  %3d:%02d\n' "$name" "$seconds" $((seconds / 60)) $((seconds % 60))
  done <"$stage_times"
  printf '%-22s %5d s  %3d:%02d\n' "total" "$SECONDS" $((SECONDS / 60)) $((SECONDS % 60))
  rm -f "$stage_times"
  return "$status"
}
trap print_stage_times EXIT
