#!/usr/bin/env python3
"""Runs the Schemathesis tool's seed.py (same arguments: BASE_URL API_KEY OPENAPI_JSON OUT_TOML [SESSION_TOKEN]),
then appends this folder's schemathesis.toml to the config it wrote, so run.sh fuzzes with the seeded ids and with
the exceptions written down here. `bench/contract.ts` puts this file where run.sh looks for seed.py.
"""
import os
import subprocess
import sys

status = subprocess.call([sys.executable, os.environ['SCHEMATHESIS_SEED'], *sys.argv[1:]])
if status == 0:
    with open(os.environ['SCHEMATHESIS_CONFIG']) as extra, open(sys.argv[4], 'a') as out:
        out.write('\n' + extra.read())
sys.exit(status)
