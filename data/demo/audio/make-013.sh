#!/usr/bin/env bash
# Makes the demo's soundtrack, 013.ogg: a 24-second ambience synthesized with
# sox (a drone of two detuned low sines, a slow pad fifth above, filtered
# brown-noise wind with a slow tremolo; sox runs in repeatable mode, -R),
# encoded with oggenc at a fixed
# serial so the result is reproducible. Needs Debian's sox and vorbis-tools.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sox -R -n -r 22050 -c 1 "$tmp/drone.wav" synth 24 sine 55 sine 55.4 sine 82.5 remix - gain -n -14 fade q 3 24 4
sox -R -n -r 22050 -c 1 "$tmp/wind.wav" synth 24 brownnoise lowpass 600 tremolo 0.15 60 gain -n -20 fade q 4 24 4
sox -R -m "$tmp/drone.wav" "$tmp/wind.wav" -b 16 -e signed-integer "$tmp/track.wav" gain -n -3
oggenc --quiet --serial 13 -q 2 -o 013.ogg "$tmp/track.wav"
