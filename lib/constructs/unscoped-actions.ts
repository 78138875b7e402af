import { Validations } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';

/** Why each action that IAM cannot scope to a resource is granted on `*`, by role (one acknowledgement per role). */
const reasonsByRole = new WeakMap<iam.IRole, Set<string>>();

/**
 * Acknowledges cdk-nag's AwsSolutions-IAM5 `Resource::*` finding on `role` for actions that have no resource-level
 * permission in IAM, with `reason`. A role with several such grants gets one acknowledgement naming every reason
 * (an acknowledgement of the same rule on the same construct replaces the previous one).
 *
 * @example acknowledgeUnscopedActions(role, 'xray:PutTraceSegments and xray:PutTelemetryRecords ...');
 */
export function acknowledgeUnscopedActions(role: iam.IRole, reason: string): void {
  const reasons = reasonsByRole.get(role) ?? new Set<string>();
  reasonsByRole.set(role, reasons.add(reason));
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: [...reasons, 'Every data action of this role is scoped to named resources.'].join(' '),
  });
}

/** X-Ray's write actions (granted by Lambda's active tracing) have no resource-level permission. */
export const XRAY_WRITE_REASON =
  'X-Ray tracing (-c tracing=true): xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level ' +
  'permission in IAM (AWS documents Resource "*" for them); they only send trace data about this function.';

/** The table-stream event source mapping needs dynamodb:ListStreams, which has no resource-level permission. */
export const LIST_STREAMS_REASON =
  'dynamodb:ListStreams has no resource-level permission in IAM (the event source mapping needs it); it lists ' +
  'stream ARNs only.';
