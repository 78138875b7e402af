import { Duration, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/**
 * EventBridge detail-types of the SES events the delivery service acts on: bounces and complaints (suppression list
 * and the submission's timeline) and deliveries (the timeline's "delivered").
 */
export const SES_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received', 'Email Delivered'] as const;

/**
 * Outbound mail plumbing: an SESv2 configuration set whose bounce, complaint and delivery events go to the default
 * EventBridge bus, and the ARNs a sender needs permission on. The identity (`mailFrom` or its domain) is verified
 * out of band (docs/deploy.md); this construct does not create it, so tearing down never unverifies a domain.
 */
export class MailSending extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  /** What a sender needs permission on (`FunctionAccess.sendMail`). */
  readonly sendGrant: { readonly identityArns: readonly string[]; readonly configurationSetArn: string };

  constructor(scope: Construct, id: string, props: { readonly mailFrom: string }) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('EventBridge', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT, ses.EmailSendingEvent.DELIVERY],
    });

    // SES authorises a send against the identity that is verified: the address itself or its domain.
    const stack = Stack.of(this);
    const domain = props.mailFrom.slice(props.mailFrom.lastIndexOf('@') + 1);
    this.sendGrant = {
      identityArns: [props.mailFrom, domain].map((identity) =>
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
      ),
      configurationSetArn: stack.formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: this.configurationSet.configurationSetName,
      }),
    };
  }

  /**
   * Routes this configuration set's bounce, complaint and delivery events to `handler`. EventBridge invokes asynchronously and
   * retries deliveries Lambda refuses (throttling) for up to a day; an error thrown by the handler gets Lambda's
   * two asynchronous retries, after which the event survives only in the handler's log (and its errors alarm).
   */
  routeFeedbackTo(handler: lambda.IFunction): events.Rule {
    return new events.Rule(this, 'FeedbackRule', {
      description: 'SES bounces, complaints and deliveries of Formbase mail → delivery ses-events handler',
      eventPattern: {
        source: ['aws.ses'],
        detailType: [...SES_FEEDBACK_DETAIL_TYPES],
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [new targets.LambdaFunction(handler, { retryAttempts: 185, maxEventAge: Duration.hours(24) })],
    });
  }
}
