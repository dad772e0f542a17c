#!/bin/sh
# shallow-engine.sh DEPTH ENGINE [ARGUMENTS...]: the chess program ENGINE, told to search DEPTH
# plies after each "level" XBoard sends it. In ICS zippy mode XBoard sends no "sd" of its own
# (its -sd is for games against the engine at home), and an engine left alone spends its
# 1+0 or 3+0 clock: seconds a move, which the tests would wait through.
depth=$1
shift
sed -u "/^level /a sd $depth" | exec "$@"
