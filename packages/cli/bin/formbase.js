#!/usr/bin/env node
// Runs the TypeScript sources directly (tsx), as everything else in this repository does.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
