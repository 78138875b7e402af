#!/usr/bin/env node
/**
 * CDK app entry (`cdk.json`: `npx tsx bin/app.ts`).
 *
 *   npx cdk synth -c stage=dev
 *   npx cdk deploy --all -c stage=prod -c mailFrom=forms@acme.example -c alarmEmail=ops@acme.example
 *
 * Every synth runs the cdk-nag AwsSolutions pack; an unacknowledged finding fails it. Acknowledgements live next
 * to the construct they concern, each with its reason.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addFormbaseStacks } from '@lib/app.js';
import { ensureDashboardBuild } from '../local/dashboard.js';

const app = new App();
// The stack uploads the built dashboard: build it (Vite, a few seconds; skipped when up to date) unless a built
// directory is given with -c dashboardAssets=...
if (!app.node.tryGetContext('dashboardAssets')) await ensureDashboardBuild((line) => process.stderr.write(line));
addFormbaseStacks(app);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
