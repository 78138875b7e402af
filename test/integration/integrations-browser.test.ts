import { describeLifecycle } from '@test/support/integration-lifecycle.js';

/** chat_a, chat_b, spreadsheet, newsletter: browser authorization, then the whole delivery life. */
describeLifecycle(['chat_a', 'chat_b', 'spreadsheet', 'newsletter']);
