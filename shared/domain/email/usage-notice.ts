import type { Plan } from '../plans.js';
import type { UsageLevel } from '../usage.js';
import { formatMailbox } from './addresses.js';
import type { OutgoingEmail } from './mailer.js';

/**
 * The 80 % and 100 % plan-usage notices to an organization's owners, `to` (once per period each). Plain text: numbers and fixed
 * wording only, nothing a visitor sent.
 *
 * @example usageNoticeEmail({ level: 80, ... }).subject // 'You have used 80% of this month's submissions'
 */
export function usageNoticeEmail(input: {
  level: UsageLevel;
  tenant: { id: string; name: string };
  to: string[];
  plan: Plan;
  period: string;
  submissions: number;
  mailFrom: string;
}): OutgoingEmail {
  const limit = input.plan.monthlySubmissions ?? 0;
  const reached = input.level === 100;
  const subject = reached
    ? "You have reached this month's submission limit"
    : "You have used 80% of this month's submissions";
  const lines = [
    `Hello,`,
    ``,
    `${input.tenant.name} (plan ${input.plan.name}) has received ${input.submissions} of its ${limit} submissions for ${input.period} (UTC).`,
    ``,
    reached
      ? 'New submissions are still stored, but locked: their fields stay hidden and no webhooks, notifications or ' +
        'integrations run for them until the next period starts or the plan grows. Nothing is lost.'
      : 'When the limit is reached, new submissions are still stored but locked until the next period starts or the plan grows.',
    ``,
    `This notice is sent once per period.`,
  ];
  return {
    from: formatMailbox(input.mailFrom, 'Formbase'),
    to: input.to,
    cc: [],
    bcc: [],
    replyTo: [],
    subject,
    text: `${lines.join('\n')}\n`,
    tags: { tenant_id: input.tenant.id, kind: 'usage_notice' },
  };
}
