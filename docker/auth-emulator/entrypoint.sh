#!/bin/sh
# Imports the users exported by the previous run (if any) and exports them again on stop.
set -eu
if [ -f /data/firebase-export-metadata.json ]; then
  set -- --import /data
fi
exec firebase emulators:start --only auth --project "${FIREBASE_PROJECT_ID}" \
  --config /emulator/firebase.json "$@" --export-on-exit /data
