// cross.chromium.test.mjs: the shared cross-browser tests (cross.mjs) in Chromium (playwright-core).
import * as driver from './drivers/chromium.mjs';
import { crossBrowserTests } from './cross.mjs';

crossBrowserTests({ name: 'chromium', ...driver }, { touch: true });
