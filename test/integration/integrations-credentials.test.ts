import { describeLifecycle } from '@test/support/integration-lifecycle.js';

/** crm, forward_a, forward_b, forward_c: credentials or an endpoint id, then the whole delivery life. */
describeLifecycle(['crm', 'forward_a', 'forward_b', 'forward_c']);
