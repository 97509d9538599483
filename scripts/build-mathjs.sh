#!/usr/bin/env bash
# placeholder until the math.js leg lands
set -euo pipefail
