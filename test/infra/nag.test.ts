import { describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { build } from './synth.js';

/** Every acknowledgement in the tree: rule id → reason. */
function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag (AwsSolutions)', () => {
  // With alarmEmail so the optional SNS topic is checked too. Synthesized as `cdk synth` does: the plugin runs
  // inside app.synth() and a violation fails it.
  const { app } = build({ alarmEmail: 'ops@acme.example' });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let synthError: unknown;
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }

  it('synthesizes with the pack registered the way bin/app.ts registers it', () => {
    expect(synthError).toBeUndefined();
  });

  it('reports no unacknowledged finding, error or warning', () => {
    // Checked again after synthesis, when cross-stack references are resolved the way the plugin sees them.
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('gives every acknowledgement a real reason', () => {
    const acks = acknowledgements(app);
    expect(new Set(acks.map((a) => a.id.replace(/^\w+::/, '').replace(/\[.*$/, '')))).toEqual(
      new Set([
        'AwsSolutions-S1',
        'AwsSolutions-L1',
        'AwsSolutions-APIG4',
        'AwsSolutions-IAM5',
        'AwsSolutions-SNS2',
        'AwsSolutions-SQS3',
      ]),
    );
    for (const { path, id, reason } of acks) expect(reason.length, `${path} ${id}`).toBeGreaterThan(60);
  });
});
