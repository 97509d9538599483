#!/usr/bin/env bash
# placeholder until the cross-parser leg lands
set -euo pipefail
