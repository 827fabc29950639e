# Sourced by scripts/test.sh and scripts/test-quick.sh: `stage NAME HEADING COMMAND...` runs one stage of the suite, and
# each stage's wall time is printed when the script ends, also when a stage fails, so a slow or broken one shows at once.
stage_names=()
stage_seconds=()
running_stage=""
running_since=0

stage() {
  local name=$1 heading=$2
  shift 2
  echo "== $heading"
  running_stage=$name
  running_since=$SECONDS
  "$@"
  stage_names+=("$name")
  stage_seconds+=($((SECONDS - running_since)))
  running_stage=""
}

print_stage_times() {
  local status=$?
  if [ -n "$running_stage" ]; then
    stage_names+=("$running_stage (failed)")
    stage_seconds+=($((SECONDS - running_since)))
  fi
  echo "== time per stage (wall clock)"
  local index
  for index in "${!stage_names[@]}"; do
    printf '%-16s %5d s  %3d:%02d\n' "${stage_names[$index]}" "${stage_seconds[$index]}" \
      $((stage_seconds[index] / 60)) $((stage_seconds[index] % 60))
  done
  printf '%-16s %5d s  %3d:%02d\n' "total" "$SECONDS" $((SECONDS / 60)) $((SECONDS % 60))
  return "$status"
}
trap print_stage_times EXIT
